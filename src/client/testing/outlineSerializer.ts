import { computeAccessibleName, getRole } from 'dom-accessibility-api';

/**
 * Prints a DOM snapshot as what a screen reader (and a reviewer) meets: one line per element with a
 * role, its accessible name and state, and the visible text between them, indented by nesting.
 * Markup, generated class names, inline styles and generated ids never reach the `.snap` file, so a
 * styling change leaves the snapshots alone and a real change reads as a short diff of words:
 *
 *     heading (level 1) "Students"
 *     button "New student"
 *     table "Students"
 *       row
 *         columnheader "Last name"
 *       row
 *         cell "Atangana"
 *     alert: "Nothing has been written."
 *
 * A quoted word after the role is the accessible name; after a colon, the text the element holds.
 * Snapshot live nodes (`container`, a dialog), not `asFragment()`: a copy loses the state React
 * keeps in properties (the selected option, a ticked box, a typed value) and would print defaults.
 */

/** Roles that only group or style what they hold: their content is printed in their place. */
const TRANSPARENT = new Set([
  'generic',
  'presentation',
  'none',
  'paragraph',
  'rowgroup',
  'strong',
  'emphasis',
  'code',
  'subscript',
  'superscript',
  'insertion',
  'deletion',
  'separator',
  'time',
]);
/** Roles named from what they hold: the name says it all, their inside is not printed again. */
const NAMED_BY_CONTENT = new Set([
  'button',
  'link',
  'heading',
  'tab',
  'option',
  'menuitem',
  'menuitemcheckbox',
  'menuitemradio',
  'radio',
  'checkbox',
  'switch',
  'tooltip',
  'treeitem',
]);
/** Table cells are named from their content too, unless they hold controls, which are printed. */
const CELLS = new Set(['cell', 'gridcell', 'columnheader', 'rowheader']);
/** Controls whose content is their value (an input, a select, MUI's combobox div). */
const FIELDS = new Set(['textbox', 'searchbox', 'spinbutton', 'combobox', 'slider']);
/** Elements that sit inside a line of text; any other element starts a line of its own. */
const INLINE_TAGS = new Set([
  'span',
  'a',
  'b',
  'i',
  'em',
  'strong',
  'small',
  'abbr',
  'code',
  'sup',
  'sub',
  'br',
  'label',
  'mark',
  's',
  'u',
  'bdi',
  'bdo',
  'time',
  'kbd',
  'q',
  'cite',
  'data',
  'var',
]);
const SKIPPED_TAGS = new Set(['script', 'style', 'template', 'noscript']);

const ELEMENT = 1;
const TEXT = 3;
const FRAGMENT = 11;

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();
const quote = (text: string) => JSON.stringify(text);

function isHidden(element: Element): boolean {
  if (SKIPPED_TAGS.has(element.localName)) return true;
  // A drawing (a chart, an icon) is outlined only when it is named as an image; its shapes and
  // axis ticks are sized by layout, and the tables that go with the charts carry the figures.
  if (element.localName === 'svg' && !element.getAttribute('role') && !element.getAttribute('aria-label')) return true;
  if (element.getAttribute('aria-hidden') === 'true' || element.hasAttribute('hidden')) return true;
  if (element.localName === 'input' && (element as HTMLInputElement).type === 'hidden') return true;
  const style = (element as HTMLElement).style;
  return style?.display === 'none' || style?.visibility === 'hidden';
}

/** The role printed for an element, or null when it is transparent. */
function roleOf(element: Element): string | null {
  const role = getRole(element);
  if (role) return TRANSPARENT.has(role) ? null : role;
  // Inputs ARIA gives no role (password, file, date, colour...) are still fields a user fills: named by their type.
  return element instanceof HTMLInputElement ? element.type : null;
}

/** The text a sighted reader sees inside a node, hidden parts left out. */
function visibleText(node: Node): string {
  if (node.nodeType === TEXT) return node.textContent ?? '';
  if (node.nodeType === ELEMENT && isHidden(node as Element)) return '';
  return Array.from(node.childNodes, visibleText).join('');
}

/** Whether a visible descendant has a role worth its own line. */
function holdsRoles(node: Node): boolean {
  for (const child of Array.from(node.childNodes)) {
    if (child.nodeType !== ELEMENT || isHidden(child as Element)) continue;
    if (roleOf(child as Element) || holdsRoles(child)) return true;
  }
  return false;
}

function statesOf(element: Element, role: string): string[] {
  const states: string[] = [];
  const aria = (name: string) => element.getAttribute(`aria-${name}`);
  if (role === 'heading') states.push(`level ${aria('level') ?? element.localName.replace(/^h/, '')}`);
  if (['checkbox', 'radio', 'switch', 'menuitemcheckbox', 'menuitemradio'].includes(role)) {
    const checked = element instanceof HTMLInputElement ? element.checked : aria('checked') === 'true';
    states.push(checked ? 'checked' : 'unchecked');
  }
  const selected = aria('selected') === 'true' || (element instanceof HTMLOptionElement && element.selected && !!element.closest('select'));
  if (selected) states.push('selected');
  if (aria('current') && aria('current') !== 'false') states.push('current');
  if (aria('expanded')) states.push(aria('expanded') === 'true' ? 'expanded' : 'collapsed');
  if (aria('pressed') === 'true') states.push('pressed');
  if ((element as HTMLInputElement).disabled || aria('disabled') === 'true') states.push('disabled');
  if ((element as HTMLInputElement).required || aria('required') === 'true') states.push('required');
  if (aria('invalid') === 'true') states.push('invalid');
  if ((element as HTMLInputElement).readOnly || aria('readonly') === 'true') states.push('read-only');
  return states;
}

/** The inputs without an ARIA role, printed as fields under their type's name. */
const isTypedInput = (element: Element, role: string) => element instanceof HTMLInputElement && role === element.type;

function valueOf(element: Element): string {
  // A password is never printed, only whether one was typed.
  if (element instanceof HTMLInputElement && element.type === 'password') return element.value ? '•••' : '';
  if (element instanceof HTMLInputElement && element.type === 'file')
    return Array.from(element.files ?? [], (file) => file.name).join(', ');
  if (element instanceof HTMLSelectElement) return Array.from(element.selectedOptions, (option) => squash(option.text)).join(', ');
  if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) return element.value;
  return squash(visibleText(element));
}

function lineOf(element: Element, role: string, named: boolean): string {
  const parts = [role];
  const states = statesOf(element, role);
  if (states.length) parts.push(`(${states.join(', ')})`);
  const name = named ? squash(computeAccessibleName(element)) : '';
  if (name) parts.push(quote(name));
  if (FIELDS.has(role) || isTypedInput(element, role)) {
    const value = valueOf(element);
    if (value) parts.push(`= ${quote(value)}`);
  }
  return parts.join(' ');
}

/** Whether a box holds blocks of text (chips, lines, figures), each to be printed on its own line. */
const holdsBlocks = (element: Element) =>
  Array.from(element.children).some((child) => !INLINE_TAGS.has(child.localName) && !isHidden(child) && squash(visibleText(child)) !== '');

/**
 * A label already printed as its control's name (by `for`, by wrapping, or by aria-labelledby as
 * MUI's selects and pagination do): only the controls inside it are printed.
 */
function labelsAControl(element: Element): boolean {
  if (element instanceof HTMLLabelElement && element.control !== null) return true;
  const id = element.id;
  if (!id) return false;
  const root = element.getRootNode() as Document | DocumentFragment;
  return Array.from(root.querySelectorAll('[aria-labelledby]')).some(
    (other) => other !== element && other.getAttribute('aria-labelledby')!.split(/\s+/).includes(id),
  );
}

function outlineInto(node: Node, depth: number, lines: string[], textSaid = false): void {
  const indent = '  '.repeat(depth);
  for (const child of Array.from(node.childNodes)) {
    if (child.nodeType === TEXT) {
      const text = squash(child.textContent ?? '');
      if (text && !textSaid) lines.push(indent + quote(text));
      continue;
    }
    if (child.nodeType !== ELEMENT) continue;
    const element = child as Element;
    if (isHidden(element)) continue;
    const role = roleOf(element);
    if (!role) {
      const said = textSaid || labelsAControl(element);
      // A plain box: one line for its text when nothing inside has a role, else its parts.
      if (holdsRoles(element) || holdsBlocks(element)) outlineInto(element, depth, lines, said);
      else if (!said) {
        const text = squash(visibleText(element));
        if (text) lines.push(indent + quote(text));
      }
      continue;
    }
    if (NAMED_BY_CONTENT.has(role) || (CELLS.has(role) && !holdsRoles(element))) {
      lines.push(indent + lineOf(element, role, true));
      continue;
    }
    if ((FIELDS.has(role) && !(element instanceof HTMLSelectElement)) || isTypedInput(element, role)) {
      lines.push(indent + lineOf(element, role, true));
      continue;
    }
    // Rows are named by all their cells: the cells below say it once.
    const line = lineOf(element, role, role !== 'row' && !CELLS.has(role));
    if (!holdsRoles(element) && !holdsBlocks(element)) {
      // Only text inside (a list item, a term, an alert): on the same line, after a colon, as content not name.
      const text = squash(visibleText(element));
      lines.push(indent + (text && !line.endsWith(quote(text)) ? `${line}: ${quote(text)}` : line));
      continue;
    }
    lines.push(indent + line);
    outlineInto(element, depth + 1, lines);
  }
}

/** The outline of a node's content (or of the element itself), one line per role or text. */
export function outlineOf(node: Node): string {
  const lines: string[] = [];
  if (node.nodeType === FRAGMENT) outlineInto(node, 0, lines);
  else {
    // Wrap the element so it prints its own line, as its parent would print it.
    const holder = { childNodes: [node] } as unknown as Node;
    outlineInto(holder, 0, lines);
  }
  return lines.join('\n');
}

/** The snapshot plugin (registered in the client project's `snapshotSerializers`): every DOM snapshot is an outline. */
export const test = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && 'nodeType' in value && [ELEMENT, FRAGMENT].includes((value as Node).nodeType);

export const serialize = (value: Node) => outlineOf(value);

/**
 * The few lines of DOM building the public page needs instead of React, whose DOM renderer alone
 * (react-dom 19, about 66 KB gzip) is over the page's 60 KB budget (issue 16).
 */
export type Child = Node | string | null | undefined | false;
type Props = Record<string, string | boolean | undefined | ((event: Event) => void)>;

/** An element with attributes (a string sets it, `true` sets it empty, false/undefined leaves it out), `on…` listeners and children. */
export function h<K extends keyof HTMLElementTagNameMap>(tag: K, props: Props = {}, ...children: Child[]): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(props)) {
    if (typeof value === 'function') element.addEventListener(name.slice(2).toLowerCase(), value);
    else if (value === true) element.setAttribute(name, '');
    else if (typeof value === 'string') element.setAttribute(name, value);
  }
  for (const child of children) if (child !== null && child !== undefined && child !== false) element.append(child);
  return element;
}

const SVG = 'http://www.w3.org/2000/svg';

/** A check mark in a circle, drawn in the text's colour and hidden from screen readers (the text says it). */
export function checkIcon(): SVGSVGElement {
  const svg = document.createElementNS(SVG, 'svg');
  for (const [name, value] of Object.entries({
    viewBox: '0 0 24 24',
    width: '28',
    height: '28',
    'aria-hidden': 'true',
    focusable: 'false',
  }))
    svg.setAttribute(name, value);
  const path = document.createElementNS(SVG, 'path');
  path.setAttribute('fill', 'currentColor');
  path.setAttribute('d', 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm-1.6 14.2-4.1-4.1 1.4-1.4 2.7 2.7 6-6 1.4 1.4-7.4 7.4Z');
  svg.append(path);
  return svg;
}

import type { IntlShape } from 'react-intl';
import type { ReceiversSummary } from '../../../domain/contract/messages';

/** How many receivers are named before "and N others". */
const NAMED = 3;

/** "Tous : Enseignant, Paul Ndongo et 11 autres": the roles, then the named users, then how many more. */
export function receiversText(intl: IntlShape, receivers: ReceiversSummary): string {
  const names = [
    ...receivers.roles.map((role) =>
      intl.formatMessage({ id: 'messages.receivers.role' }, { role: intl.formatMessage({ id: `toolsAdmin.roles.${role}` }) }),
    ),
    ...receivers.users.map((user) => user.name),
  ];
  const shown = names.slice(0, NAMED);
  // A role stands for its users: only the users beyond those named are "others" when no role was used.
  const others = receivers.roles.length ? names.length - shown.length : receivers.count - shown.length;
  const list = intl.formatList(shown, { type: 'conjunction' });
  return others > 0 ? intl.formatMessage({ id: 'messages.receivers.more' }, { names: shown.join(', '), count: others }) : list;
}

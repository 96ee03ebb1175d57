import { KeyLegend } from '../../../components/KeyLegend';
import { KEY_OF, KEYED_STATUSES } from './dayKeys';

const ITEMS = [
  ...KEYED_STATUSES.map((status) => ({ keys: [KEY_OF[status]], actionId: `presence.day.legend.${status}` })),
  { keys: ['Del'], actionId: 'presence.day.legend.restore' },
  { keys: ['←', '↑', '→', '↓'], actionId: 'presence.day.legend.move' },
  { keys: ['Ctrl+S'], actionId: 'presence.day.legend.save' },
];

/** The day's check's keys, always on screen. */
export function DayLegend() {
  return (
    <KeyLegend
      titleId="presence.day.legend.title"
      itemId="presence.day.legend.item"
      items={ITEMS}
      keyNames={{ Del: 'presence.day.legend.delete' }}
    />
  );
}

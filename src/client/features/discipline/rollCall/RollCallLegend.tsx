import { KeyLegend } from '../../../components/KeyLegend';
import { KEYED_MARKS } from './rollCallMarks';
import { KEYS_OF } from './statusKeys';

const ITEMS = [
  ...KEYED_MARKS.map((mark) => ({ keys: KEYS_OF[mark], actionId: `discipline.rollCall.legend.${mark}` })),
  { keys: ['↑', '↓'], actionId: 'discipline.rollCall.legend.move' },
  { keys: ['Ctrl+S'], actionId: 'discipline.rollCall.legend.save' },
];

/** The roll call's keys, always on screen. The same letters serve French and English (R for retard, L for late). */
export function RollCallLegend() {
  return (
    <KeyLegend
      titleId="discipline.rollCall.legend.title"
      itemId="discipline.rollCall.legend.item"
      items={ITEMS}
      keyNames={{ Space: 'discipline.rollCall.legend.space', Del: 'discipline.rollCall.legend.delete' }}
    />
  );
}

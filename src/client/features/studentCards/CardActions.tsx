import Badge from '@mui/icons-material/Badge';
import LinkOff from '@mui/icons-material/LinkOff';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { useCallback, useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { CARD_LAYOUTS, type CardLayout } from '../../../domain/contract/studentCards';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import type { CardsTarget } from './useCardActions';

/** Plain paper first: most offices print the cards on A4 sheets and cut them. */
const SHOWN_LAYOUTS: readonly CardLayout[] = ['sheet', 'card'];

/** Where this browser keeps the layout its printer takes (plain paper or a card printer). */
export const LAYOUT_KEY = 'scola.studentCards.layout';

const storedLayout = (): CardLayout => {
  const value = localStorage.getItem(LAYOUT_KEY);
  return (CARD_LAYOUTS as readonly string[]).includes(value ?? '') ? (value as CardLayout) : 'sheet';
};

/** The layout "Make the cards" uses on this computer: 10 on an A4 sheet, or one a page for a card printer. */
function useCardLayout() {
  const [layout, setLayout] = useState<CardLayout>(storedLayout);
  const choose = useCallback((next: CardLayout) => {
    localStorage.setItem(LAYOUT_KEY, next);
    setLayout(next);
  }, []);
  return { layout, choose };
}

interface Props {
  target: CardsTarget;
  onMake: (target: CardsTarget, layout: CardLayout) => Promise<void>;
  onRevoke: (target: CardsTarget) => Promise<void>;
}

/**
 * The layout, then "Make the cards" and "Revoke the codes" for the students ticked or the whole
 * classroom. Both ask first: new cards make new codes, and the students' old cards stop working.
 */
export function CardActions({ target, onMake, onRevoke }: Props) {
  const layoutId = useId();
  const { layout, choose } = useCardLayout();
  const [asking, setAsking] = useState<'make' | 'revoke' | null>(null);
  const count = target.students.length;
  // The dialogs name who: the student ticked, the number ticked, or the classroom.
  const scope = count === 0 ? 'class' : count === 1 ? 'one' : 'some';
  const values = { count, classroom: target.classroom.name, student: target.students[0]?.studentName ?? '' };
  const close = () => setAsking(null);
  const disabled = target.classroomSize === 0;

  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
      <FormControl>
        <FormLabel id={layoutId}>
          <FormattedMessage id="studentCards.layout.label" />
        </FormLabel>
        <RadioGroup row aria-labelledby={layoutId} value={layout} onChange={(event) => choose(event.target.value as CardLayout)}>
          {SHOWN_LAYOUTS.map((value) => (
            <FormControlLabel
              key={value}
              value={value}
              control={<Radio size="small" />}
              label={<FormattedMessage id={`studentCards.layout.${value}`} />}
            />
          ))}
        </RadioGroup>
      </FormControl>
      <Button variant="contained" startIcon={<Badge />} disabled={disabled} onClick={() => setAsking('make')}>
        <FormattedMessage id={count ? 'studentCards.make.selected' : 'studentCards.make.class'} values={values} />
      </Button>
      <Button variant="outlined" color="error" startIcon={<LinkOff />} disabled={disabled} onClick={() => setAsking('revoke')}>
        <FormattedMessage id={count ? 'studentCards.revoke.selected' : 'studentCards.revoke.class'} values={values} />
      </Button>
      {asking === 'make' && (
        <ConfirmDialog
          onClose={close}
          onConfirm={async () => {
            await onMake(target, layout);
            close();
          }}
          titleId={`studentCards.make.confirmTitle.${scope}`}
          textId="studentCards.make.confirmText"
          confirmId="studentCards.make.confirm"
          values={values}
        />
      )}
      {asking === 'revoke' && (
        <ConfirmDialog
          onClose={close}
          onConfirm={async () => {
            await onRevoke(target);
            close();
          }}
          titleId={`studentCards.revoke.confirmTitle.${scope}`}
          textId="studentCards.revoke.confirmText"
          confirmId="studentCards.revoke.confirm"
          values={values}
        />
      )}
    </Stack>
  );
}

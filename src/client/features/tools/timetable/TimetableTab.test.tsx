import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { useLocation } from 'react-router-dom';
import type { Language } from '../../../../domain/enums';
import { jsonBody, mockFetch } from '../../../testing/fetchMock';
import { signedInState, TOKEN } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { columnTexts } from '../../../testing/tables';
import { listOf } from '../toolsFixtures';
import {
  copyClassroomResult,
  copyTimetableResult,
  firstTerm,
  SAVE_PATH,
  slots6eA,
  timetableRoutes,
  WEEK_ROUTE,
} from './timetableFixtures';
import TimetableTab from './TimetableTab';

process.env.TZ = 'UTC';

beforeEach(() => localStorage.setItem('jwtToken', TOKEN));

function Location() {
  const location = useLocation();
  return <output aria-label="location">{location.search}</output>;
}

const render = ({ language = 'en', route = WEEK_ROUTE }: { language?: Language; route?: string } = {}) =>
  renderWithProviders(
    <>
      <TimetableTab />
      <Location />
    </>,
    { language, route, preloadedState: signedInState() },
  );

/** The select of one cell, by the name a screen reader gives it. */
const cell = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
const weekReady = () => screen.findByRole('combobox', { name: 'Monday, 07:30-08:25' });
const timetablesTable = () => screen.getAllByRole('table')[0];
const weekTable = () => screen.getByRole('table', { name: 'Week of 6e A (Premier trimestre)' });

describe('TimetableTab', () => {
  it.each(['en', 'fr'] as const)("lists the year's timetables and shows a classroom's week in %s", async (language) => {
    mockFetch(timetableRoutes());
    const { container } = render({ language });
    await screen.findByRole('combobox', { name: language === 'en' ? 'Monday, 07:30-08:25' : 'Lundi, 07:30-08:25' });
    expect(columnTexts(0, timetablesTable())).toEqual(['Deuxième trimestre', 'Premier trimestre']);
    expect(container).toMatchSnapshot();
  });
});

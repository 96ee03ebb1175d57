import { lazy } from 'react';
import type { SearchParamTab } from '../../components/SearchParamTabs';

// Each tab is a chunk of its own: the counter opens first and light; only the statistics carry the charts.
const CounterTab = lazy(() => import(/* webpackChunkName: "finance-counter" */ './counter/CounterTab'));
const JournalTab = lazy(() => import(/* webpackChunkName: "finance-journal" */ './journal/JournalTab'));
const ArrearsTab = lazy(() => import(/* webpackChunkName: "finance-arrears" */ './arrears/ArrearsTab'));
const StatisticsTab = lazy(() => import(/* webpackChunkName: "finance-stats" */ './stats/StatisticsTab'));

/** Every tab of the finance area, in the order shown. Each opens with `finance.read`; the counter's forms need `finance.manage`. */
export const FINANCE_TABS: SearchParamTab[] = [
  { key: 'counter', labelId: 'finance.tabs.counter', Component: CounterTab },
  { key: 'journal', labelId: 'finance.tabs.journal', Component: JournalTab },
  { key: 'arrears', labelId: 'finance.tabs.arrears', Component: ArrearsTab },
  { key: 'stats', labelId: 'finance.tabs.stats', Component: StatisticsTab },
];

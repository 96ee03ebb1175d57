/**
 * What the tools screen knows about the options of domain.md: where each one is shown, the words
 * it may take and its sensible range. Options the server adds later still show, by their raw name.
 */
export const OPTION_GROUPS = ['lmd', 'marks', 'distinctions', 'discipline', 'general', 'letterhead', 'other'] as const;
export type OptionGroup = (typeof OPTION_GROUPS)[number];

export interface OptionMeta {
  group: Exclude<OptionGroup, 'other'>;
  /** The words a `string` option may take (shown as a select). */
  choices?: readonly string[];
  min?: number;
  max?: number;
  unit?: 'percent' | 'hours';
  /** An empty address option offers the address this screen is served from, for the admin to confirm. */
  suggestsOwnAddress?: boolean;
  /** Several lines, one printed line each (the letterhead's blocks). */
  multiline?: boolean;
}

const MARK = { min: 0, max: 20 } as const;

/** In display order within each group. */
export const OPTION_META: Record<string, OptionMeta> = {
  lmdEnabled: { group: 'lmd' },
  lmd_cc_rate: { group: 'lmd', min: 0, max: 100, unit: 'percent' },
  lmd_tp_rate: { group: 'lmd', min: 0, max: 100, unit: 'percent' },
  lmd_tpe_rate: { group: 'lmd', min: 0, max: 100, unit: 'percent' },
  lmd_sn_rate: { group: 'lmd', min: 0, max: 100, unit: 'percent' },
  lmd_resit_policy: { group: 'lmd', choices: ['replace', 'best'] },
  lmd_pass_mgp: { group: 'lmd', min: 0, max: 4 },
  pass_mark: { group: 'marks', ...MARK },
  promotion_mark: { group: 'marks', ...MARK },
  min_evaluated_share: { group: 'marks', min: 0, max: 1 },
  annual_average_mode: { group: 'marks', choices: ['trimesters', 'courses'] },
  honour_roll_mark: { group: 'distinctions', ...MARK },
  honour_roll_max_unjustified_hours: { group: 'distinctions', min: 0, unit: 'hours' },
  encouragement_mark: { group: 'distinctions', ...MARK },
  congratulation_mark: { group: 'distinctions', ...MARK },
  work_warning_mark: { group: 'distinctions', ...MARK },
  work_blame_mark: { group: 'distinctions', ...MARK },
  discipline_threshold_hours: { group: 'discipline' },
  absence_notices: { group: 'discipline' },
  guardian_notices_sanctions: { group: 'discipline' },
  currency: { group: 'general' },
  public_results: { group: 'general' },
  public_url: { group: 'general', suggestsOwnAddress: true },
  backup_time: { group: 'general' },
  backup_keep_daily: { group: 'general', min: 1 },
  backup_keep_monthly: { group: 'general', min: 1 },
  letterhead_left: { group: 'letterhead', multiline: true },
  letterhead_right: { group: 'letterhead', multiline: true },
};

export const isKnownOption = (name: string): boolean => Object.hasOwn(OPTION_META, name);

export function groupOf(name: string): OptionGroup {
  return isKnownOption(name) ? OPTION_META[name].group : 'other';
}

/** Known options in the order above, then the others in the server's order. */
export function sortOptions<T extends { name: string }>(options: readonly T[]): T[] {
  const known = Object.keys(OPTION_META);
  const rank = (name: string) => (isKnownOption(name) ? known.indexOf(name) : known.length);
  return options
    .map((option, index) => ({ option, index }))
    .sort((a, b) => rank(a.option.name) - rank(b.option.name) || a.index - b.index)
    .map(({ option }) => option);
}

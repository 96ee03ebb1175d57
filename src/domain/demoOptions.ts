import type { Option } from './options';

/**
 * The demo school's options, with the defaults of domain.md. The seed writes them and the client's
 * test fixtures sign in with them, so a test cannot run against settings the server never sends.
 */
export const DEMO_OPTIONS: readonly Option[] = [
  { name: 'lmdEnabled', value: 'true', value_type: 'bool' },
  { name: 'lmd_cc_rate', value: '30', value_type: 'double' },
  { name: 'lmd_tp_rate', value: '0', value_type: 'double' },
  { name: 'lmd_tpe_rate', value: '0', value_type: 'double' },
  { name: 'lmd_sn_rate', value: '70', value_type: 'double' },
  { name: 'lmd_resit_policy', value: 'replace', value_type: 'string' },
  { name: 'lmd_pass_mgp', value: '2', value_type: 'double' },
  { name: 'pass_mark', value: '10', value_type: 'double' },
  { name: 'promotion_mark', value: '10', value_type: 'double' },
  { name: 'min_evaluated_share', value: '0.5', value_type: 'double' },
  { name: 'annual_average_mode', value: 'trimesters', value_type: 'string' },
  { name: 'honour_roll_mark', value: '12', value_type: 'double' },
  { name: 'honour_roll_max_unjustified_hours', value: '10', value_type: 'double' },
  { name: 'encouragement_mark', value: '14', value_type: 'double' },
  { name: 'congratulation_mark', value: '15', value_type: 'double' },
  { name: 'work_warning_mark', value: '7.5', value_type: 'double' },
  { name: 'work_blame_mark', value: '5', value_type: 'double' },
  { name: 'discipline_threshold_hours', value: '6;10;15;20;25;30', value_type: 'array' },
  { name: 'currency', value: 'XAF', value_type: 'string' },
  { name: 'public_results', value: 'false', value_type: 'bool' },
  // Empty until the school gives the address phones outside reach it by (or PUBLIC_URL is set).
  { name: 'public_url', value: '', value_type: 'string' },
  { name: 'absence_notices', value: 'false', value_type: 'bool' },
  { name: 'guardian_notices_sanctions', value: 'false', value_type: 'bool' },
  // The daily backup's time (server's local time) and how many daily and monthly archives stay.
  { name: 'backup_time', value: '02:00', value_type: 'string' },
  { name: 'backup_keep_daily', value: '7', value_type: 'int' },
  { name: 'backup_keep_monthly', value: '12', value_type: 'int' },
  // The letterhead's two blocks (one line a line), empty until the school writes its own.
  { name: 'letterhead_left', value: '', value_type: 'string' },
  { name: 'letterhead_right', value: '', value_type: 'string' },
];

/** Fixed data for the administration tabs' tests (no clock involved). */
import type { AuditEntry } from '../../../../domain/contract/audit';
import type { User } from '../../../../domain/contract/users';
import type { Option } from '../../../../domain/options';

/** The demo school's options (server seed), plus one the client does not know. */
export const optionsFixture: Option[] = [
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
  { name: 'report_card_footer', value: 'Le Proviseur', value_type: 'string' },
];

const stamp = { createdAt: '2026-09-01T07:00:00.000Z', updatedAt: '2026-09-01T07:00:00.000Z' };

/** The signed-in administrator of the test fixtures is user 6. */
export const usersFixture: User[] = [
  { id: 6, username: 'secretary', firstName: 'Aïcha', lastName: 'Mbarga', email: 'secretariat@lycee-demo.cm', phone: '+237 699 00 00 06', role: 'admin', status: 'active', ...stamp },
  { id: 7, username: 'censeur', firstName: 'Serge', lastName: 'Atangana', email: 'censeur@lycee-demo.cm', phone: null, role: 'studies', status: 'active', ...stamp },
  { id: 8, username: 'intendant', firstName: 'Laure', lastName: 'Fotso', email: null, phone: '+237 677 00 00 08', role: 'bursar', status: 'disabled', ...stamp },
  { id: 21, username: 'nkoulou', firstName: 'Paul', lastName: 'Nkoulou', email: 'p.nkoulou@lycee-demo.cm', phone: null, role: 'teacher', status: 'pending', ...stamp },
];

export const pendingUsersFixture = usersFixture.filter((user) => user.status === 'pending');

export const auditFixture: AuditEntry[] = [
  {
    id: 12,
    userId: 6,
    username: 'secretary',
    action: 'update',
    entity: 'student',
    entityId: '1',
    before: { firstName: 'Jean', guardianPhone: null, active: true },
    after: { firstName: 'Jean', guardianPhone: '+237 677 123 456', active: false },
    createdAt: '2026-11-21T08:15:30.000Z',
  },
  {
    id: 11,
    userId: null,
    username: null,
    action: 'create',
    entity: 'user',
    entityId: '21',
    before: null,
    after: { username: 'nkoulou', role: 'teacher', status: 'pending' },
    createdAt: '2026-11-20T16:02:00.000Z',
  },
];

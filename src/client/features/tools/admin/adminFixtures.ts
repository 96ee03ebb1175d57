/** Fixed data for the administration tabs' tests (no clock involved). */
import type { AuditEntry } from '../../../../domain/contract/audit';
import type { User } from '../../../../domain/contract/users';
import { DEMO_OPTIONS } from '../../../../domain/demoOptions';
import type { Option } from '../../../../domain/options';

/** The demo school's options (server seed), plus one the client does not know. */
export const optionsFixture: Option[] = [...DEMO_OPTIONS, { name: 'report_card_footer', value: 'Le Proviseur', value_type: 'string' }];

const stamp = { createdAt: '2026-09-01T07:00:00.000Z', updatedAt: '2026-09-01T07:00:00.000Z' };

/** The signed-in administrator of the test fixtures is user 6. */
export const usersFixture: User[] = [
  {
    id: 6,
    username: 'secretary',
    firstName: 'Aïcha',
    lastName: 'Mbarga',
    email: 'secretariat@lycee-demo.cm',
    phone: '+237 699 00 00 06',
    role: 'admin',
    status: 'active',
    ...stamp,
  },
  {
    id: 7,
    username: 'censeur',
    firstName: 'Serge',
    lastName: 'Atangana',
    email: 'censeur@lycee-demo.cm',
    phone: null,
    role: 'studies',
    status: 'active',
    ...stamp,
  },
  {
    id: 8,
    username: 'intendant',
    firstName: 'Laure',
    lastName: 'Fotso',
    email: null,
    phone: '+237 677 00 00 08',
    role: 'bursar',
    status: 'disabled',
    ...stamp,
  },
  {
    id: 21,
    username: 'nkoulou',
    firstName: 'Paul',
    lastName: 'Nkoulou',
    email: 'p.nkoulou@lycee-demo.cm',
    phone: null,
    role: 'teacher',
    status: 'pending',
    ...stamp,
  },
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
    label: 'NGONO Jean',
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
    label: null,
    before: null,
    after: { username: 'nkoulou', role: 'teacher', status: 'pending' },
    createdAt: '2026-11-20T16:02:00.000Z',
  },
];

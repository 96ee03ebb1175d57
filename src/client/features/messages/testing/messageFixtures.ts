import type { MessageItem, MessageList, MessageReceivers, Thread } from '../../../../domain/contract/messages';

const principal = { id: 2, name: 'Marie-Claire Ngo Biyong', role: 'principal' as const };
const bursar = { id: 5, name: 'Hortense Kamga', role: 'bursar' as const };
const me = { id: 6, name: 'Aïcha Mbarga', role: 'secretary' as const };

export const inboxItems: MessageItem[] = [
  {
    id: 14,
    threadId: 12,
    parentId: 12,
    subject: 'Point sur les frais de scolarité',
    excerpt: 'La deuxième tranche arrive à échéance le 15 janvier.',
    sender: bursar,
    receivers: { roles: [], users: [me], count: 1 },
    createdAt: '2026-11-24T09:15:00.000Z',
    readAt: null,
  },
  {
    id: 9,
    threadId: 9,
    parentId: null,
    subject: 'Conseils de classe du premier trimestre',
    excerpt: 'Les conseils de classe se tiendront du 8 au 12 décembre.',
    sender: principal,
    receivers: { roles: ['teacher'], users: [me], count: 13 },
    createdAt: '2026-11-20T07:30:00.000Z',
    readAt: '2026-11-20T08:00:00.000Z',
  },
];

export const inboxFixture: MessageList = { data: inboxItems, total: 2, unread: 1 };

export const sentFixture: MessageList = {
  data: [
    {
      id: 12,
      threadId: 12,
      parentId: null,
      subject: 'Point sur les frais de scolarité',
      excerpt: 'Où en sont les paiements ?',
      sender: me,
      receivers: { roles: [], users: [bursar, principal], count: 2 },
      createdAt: '2026-11-23T16:00:00.000Z',
      readAt: '2026-11-23T16:00:00.000Z',
    },
  ],
  total: 1,
  unread: 1,
};

export const threadFixture: Thread = {
  threadId: 12,
  subject: 'Point sur les frais de scolarité',
  messages: [
    { ...sentFixture.data[0], body: '<p>Où en sont les paiements ?</p>' },
    {
      ...inboxItems[0],
      body: '<p>La deuxième tranche arrive à échéance le <strong>15 janvier</strong>.<script>window.hacked = true</script><img src="x" onerror="window.hacked = true"></p><p><a href="javascript:alert(1)">Voir</a></p>',
    },
  ],
};

export const receiversFixture: MessageReceivers = {
  users: [bursar, principal, { id: 7, name: 'Paul Ndongo', role: 'teacher' }],
  roles: [
    { role: 'principal', count: 1 },
    { role: 'bursar', count: 1 },
    { role: 'teacher', count: 12 },
  ],
};

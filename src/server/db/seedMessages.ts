/**
 * A few messages between the demo accounts, so every demo inbox shows something: some read, some
 * not, one to a role, and a thread with a reply. Written as the service writes them (sanitised
 * body, receivers, thread), dated in the days before `now`.
 */
import type { Transaction } from 'kysely';
import type { Role } from '../../domain/permissions';
import { sanitizeBody } from '../services/messages/messageBody';
import { insertMessage } from '../services/messages/messages';
import type { Database } from './schema';

type Trx = Transaction<Database>;

interface DemoMessage {
  from: string;
  to?: string[];
  roles?: Role[];
  subject: string;
  body: string;
  /** Hours before now. */
  hoursAgo: number;
  /** Who has read it already (by username). */
  readBy?: string[];
  /** The index, in this list, of the message it answers. */
  replyTo?: number;
}

const DEMO_MESSAGES: DemoMessage[] = [
  {
    from: 'principal',
    roles: ['teacher'],
    to: ['studies'],
    subject: 'Conseils de classe du premier trimestre',
    body: 'Chers collègues,\n\nLes conseils de classe du premier trimestre se tiendront du 8 au 12 décembre en salle des professeurs. Merci de saisir toutes les notes de la séquence 2 avant le vendredi 5 décembre.\n\nLe Proviseur',
    hoursAgo: 72,
    readBy: ['studies'],
  },
  {
    from: 'teacher',
    to: ['principal'],
    subject: 'Conseils de classe du premier trimestre',
    body: 'Madame la Proviseure,\n\nBien reçu. Les notes de 6e A seront saisies mercredi au plus tard.\n\nPaul Ndongo',
    hoursAgo: 60,
    readBy: ['principal'],
    replyTo: 0,
  },
  {
    from: 'bursar',
    to: ['principal', 'secretary'],
    subject: 'Point sur les frais de scolarité',
    body: 'Bonjour,\n\nLa deuxième tranche arrive à échéance le 15 janvier. Je prépare la liste des élèves en retard de paiement pour le conseil de direction de lundi.\n\nHortense Kamga, Économe',
    hoursAgo: 30,
  },
  {
    from: 'discipline',
    to: ['teacher', 'principal'],
    subject: 'Absences répétées en 4e B',
    body: "Bonjour,\n\nTrois élèves de 4e B cumulent plus de dix heures d'absence non justifiée ce mois-ci. Je convoque les parents jeudi. Merci de me signaler tout nouveau retard.",
    hoursAgo: 20,
    readBy: ['principal'],
  },
  {
    from: 'secretary',
    to: ['admin', 'studies'],
    subject: 'Nouvelles inscriptions',
    body: 'Bonjour,\n\nDeux dossiers d’inscription sont arrivés ce matin (6e et 2nde). Les photos et les actes de naissance sont au secrétariat.',
    hoursAgo: 8,
  },
  {
    from: 'admin',
    to: ['discipline', 'bursar', 'secretary'],
    subject: 'Sauvegarde et mots de passe',
    body: 'Bonjour à tous,\n\nLa sauvegarde de la base est faite chaque soir à 19 h. Pensez à changer votre mot de passe depuis « Mon profil » si ce n’est pas encore fait.',
    hoursAgo: 4,
    readBy: ['secretary'],
  },
  {
    from: 'studies',
    to: ['teacher', 'admin'],
    subject: 'Emploi du temps de la semaine prochaine',
    body: "Bonjour,\n\nLe cours d'anglais de 6e A du mardi passe de 10 h à 14 h. L'emploi du temps en ligne est à jour.",
    hoursAgo: 2,
  },
];

export async function seedMessages(trx: Trx, now: string): Promise<void> {
  const users = await trx.selectFrom('users').select(['id', 'username', 'role', 'status']).execute();
  const idOf = new Map(users.map((user) => [user.username, user.id]));
  const sent: Array<{ id: number; threadId: number }> = [];
  for (const message of DEMO_MESSAGES) {
    const senderId = idOf.get(message.from)!;
    const createdAt = new Date(Date.parse(now) - message.hoursAgo * 3_600_000).toISOString();
    const named = (message.to ?? []).map((username) => idOf.get(username)!);
    const reached = users
      .filter(
        (user) =>
          user.status === 'active' && message.roles?.includes(user.role as Role) && user.id !== senderId && !named.includes(user.id),
      )
      .map((user) => user.id);
    const readAt = new Date(Date.parse(createdAt) + 3_600_000).toISOString();
    const parent = message.replyTo === undefined ? undefined : sent[message.replyTo];
    const id = await insertMessage(trx, {
      senderId,
      subject: message.subject,
      html: sanitizeBody(message.body, 'text'),
      parentId: parent?.id ?? null,
      threadId: parent?.threadId ?? null,
      roles: message.roles ?? [],
      receivers: [...named.map((userId) => ({ userId, direct: true })), ...reached.map((userId) => ({ userId, direct: false }))],
      createdAt,
      readBy: new Map((message.readBy ?? []).map((username) => [idOf.get(username)!, readAt])),
    });
    sent.push({ id, threadId: parent?.threadId ?? id });
  }
}

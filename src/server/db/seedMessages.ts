/**
 * A few messages between the demo accounts, so every demo inbox shows something: some read, some
 * not, one to a role, and a thread with a reply. Written as the service writes them (sanitised
 * body, receivers, thread), dated in the days before `now`. The classes, levels and lessons they
 * name are read from the school just seeded, so they name only what the school has (a "4e B" it
 * has not would send the reader looking for it).
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

/** What the messages name, as the school has it. */
interface SchoolNames {
  /** A class the demo teacher teaches, and one of its lessons there. */
  teacherClass: string;
  teacherCourse: string;
  /** Another class of the discipline master's, for the absences. */
  disciplineClass: string;
  /** The first and the last secondary levels, for the new registrations. */
  firstLevel: string;
  lastLevel: string;
}

/** "de Mathématiques", "d’Anglais". */
const ofCourse = (name: string) => (/^[aeiouyéèêâîôûh]/i.test(name) ? `d’${name}` : `de ${name}`);

const demoMessages = (named: SchoolNames): DemoMessage[] => [
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
    body: `Madame la Proviseure,\n\nBien reçu. Les notes de ${named.teacherClass} seront saisies mercredi au plus tard.\n\nPaul Ndongo`,
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
    subject: `Absences répétées en ${named.disciplineClass}`,
    body: `Bonjour,\n\nTrois élèves de ${named.disciplineClass} cumulent plus de dix heures d'absence non justifiée ce mois-ci. Je convoque les parents jeudi. Merci de me signaler tout nouveau retard.`,
    hoursAgo: 20,
    readBy: ['principal'],
  },
  {
    from: 'secretary',
    to: ['admin', 'studies'],
    subject: 'Nouvelles inscriptions',
    body: `Bonjour,\n\nDeux dossiers d’inscription sont arrivés ce matin (${named.firstLevel} et ${named.lastLevel}). Les photos et les actes de naissance sont au secrétariat.`,
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
    body: `Bonjour,\n\nLe cours ${ofCourse(named.teacherCourse)} de ${named.teacherClass} du mardi passe de 10 h à 14 h. L'emploi du temps en ligne est à jour.`,
    hoursAgo: 2,
  },
];

/** The names the messages use, read from the school as seeded. */
async function schoolNames(trx: Trx, idOf: Map<string, number>): Promise<SchoolNames> {
  const lesson = await trx
    .selectFrom('class_courses as cc')
    .innerJoin('classrooms as c', 'c.id', 'cc.classroom_id')
    .innerJoin('courses as co', 'co.id', 'cc.course_id')
    .select(['c.id', 'c.name as classroom', 'co.name as course'])
    .where('cc.teacher_id', '=', idOf.get('teacher')!)
    .orderBy('c.id')
    .orderBy('cc.id')
    .executeTakeFirstOrThrow();
  const disciplineClasses = await trx
    .selectFrom('staff_assignments as a')
    .innerJoin('classrooms as c', 'c.id', 'a.classroom_id')
    .innerJoin('levels as l', 'l.id', 'c.level_id')
    .select(['c.id', 'c.name'])
    .where('a.user_id', '=', idOf.get('discipline')!)
    .where('a.kind', '=', 'discipline')
    .where('l.grading_system', '=', 'sequence')
    .orderBy('c.id')
    .execute();
  const levels = await trx.selectFrom('levels').select('name').where('grading_system', '=', 'sequence').orderBy('position').execute();
  return {
    teacherClass: lesson.classroom,
    teacherCourse: lesson.course,
    disciplineClass: (disciplineClasses.find((row) => row.id !== lesson.id) ?? disciplineClasses[0] ?? { name: lesson.classroom }).name,
    firstLevel: levels[0].name,
    lastLevel: levels[levels.length - 1].name,
  };
}

export async function seedMessages(trx: Trx, now: string): Promise<void> {
  const users = await trx.selectFrom('users').select(['id', 'username', 'role', 'status']).execute();
  const idOf = new Map(users.map((user) => [user.username, user.id]));
  const sent: Array<{ id: number; threadId: number }> = [];
  for (const message of demoMessages(await schoolNames(trx, idOf))) {
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

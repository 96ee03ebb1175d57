/** The demo school's fixed content: what a francophone Cameroonian lycée with a small LMD wing has. */

export const DEMO_PASSWORD = 'Scola-2026';

export const LEVELS = [
  { code: '6E', name: '6e', grading_system: 'sequence' },
  { code: '5E', name: '5e', grading_system: 'sequence' },
  { code: '4E', name: '4e', grading_system: 'sequence' },
  { code: '3E', name: '3e', grading_system: 'sequence' },
  { code: '2ND', name: '2nde', grading_system: 'sequence' },
  { code: '1RE', name: '1re', grading_system: 'sequence' },
  { code: 'TLE', name: 'Tle', grading_system: 'sequence' },
  { code: 'L1', name: 'L1', grading_system: 'lmd' },
  { code: 'L2', name: 'L2', grading_system: 'lmd' },
  { code: 'L3', name: 'L3', grading_system: 'lmd' },
] as const;

export const CLASSROOMS: Array<{ name: string; level: string }> = [
  { name: '6e A', level: '6E' },
  { name: '6e B', level: '6E' },
  { name: '5e A', level: '5E' },
  { name: '4e A', level: '4E' },
  { name: '3e A', level: '3E' },
  { name: '2nde C', level: '2ND' },
  { name: '1re C', level: '1RE' },
  { name: 'Tle C', level: 'TLE' },
  { name: 'Tle D', level: 'TLE' },
  { name: 'L1 Informatique', level: 'L1' },
  { name: 'L2 Informatique', level: 'L2' },
  { name: 'L3 Informatique', level: 'L3' },
];

/** Secondary subjects with their usual coefficients and report-card group. */
export const SECONDARY_COURSES = [
  { code: 'FRAN', name: 'Français', coefficient: 3, group: 'lettres' },
  { code: 'ANG', name: 'Anglais', coefficient: 3, group: 'lettres' },
  { code: 'HG', name: 'Histoire-Géographie', coefficient: 2, group: 'lettres' },
  { code: 'ECM', name: 'Éducation civique et morale', coefficient: 1, group: 'lettres' },
  { code: 'MATH', name: 'Mathématiques', coefficient: 4, group: 'sciences' },
  { code: 'PCT', name: 'Physique-Chimie-Technologie', coefficient: 2, group: 'sciences' },
  { code: 'SVT', name: 'Sciences de la vie et de la Terre', coefficient: 2, group: 'sciences' },
  { code: 'INFO', name: 'Informatique', coefficient: 1, group: 'sciences' },
  { code: 'EPS', name: 'Éducation physique et sportive', coefficient: 1, group: 'autres' },
];

/** LMD course units with their credits and semester. */
export const LMD_COURSES = [
  { code: 'INF111', name: 'Algorithmique', credits: 6, group: 'fondamentale', term: 1 },
  { code: 'INF121', name: 'Programmation', credits: 6, group: 'fondamentale', term: 2 },
  { code: 'INF131', name: 'Bases de données', credits: 5, group: 'fondamentale', term: 2 },
  { code: 'MAT111', name: 'Analyse', credits: 5, group: 'fondamentale', term: 1 },
  { code: 'MAT121', name: 'Algèbre linéaire', credits: 4, group: 'fondamentale', term: 2 },
  { code: 'INF141', name: 'Réseaux', credits: 4, group: 'fondamentale', term: 1 },
  { code: 'ANG101', name: 'Anglais technique', credits: 2, group: 'transversale', term: 1 },
];

/** One account per role, then the teaching staff; everyone signs in with DEMO_PASSWORD. */
export const STAFF = [
  { username: 'admin', first: 'Jean-Pierre', last: 'Essomba', role: 'admin' },
  { username: 'principal', first: 'Marie-Claire', last: 'Ngo Biyong', role: 'principal' },
  { username: 'studies', first: 'Emmanuel', last: 'Tchoupo', role: 'studies' },
  { username: 'discipline', first: 'Roger', last: 'Abena', role: 'discipline' },
  { username: 'bursar', first: 'Hortense', last: 'Kamga', role: 'bursar' },
  { username: 'secretary', first: 'Aïcha', last: 'Mbarga', role: 'secretary' },
  { username: 'teacher', first: 'Paul', last: 'Ndongo', role: 'teacher' },
  { username: 'c.fotso', first: 'Christine', last: 'Fotso', role: 'teacher' },
  { username: 'a.bello', first: 'Amadou', last: 'Bello', role: 'teacher' },
  { username: 's.manga', first: 'Simone', last: 'Manga', role: 'teacher' },
  { username: 'j.eto', first: 'Joseph', last: 'Eto', role: 'teacher' },
  { username: 'f.nana', first: 'Francine', last: 'Nana', role: 'teacher' },
  { username: 'd.owona', first: 'Daniel', last: 'Owona', role: 'teacher' },
  { username: 'b.tchana', first: 'Brigitte', last: 'Tchana', role: 'teacher' },
  { username: 'h.mouafo', first: 'Hervé', last: 'Mouafo', role: 'teacher' },
  { username: 'g.nkeng', first: 'Grace', last: 'Nkeng', role: 'teacher' },
  { username: 'l.atangana', first: 'Luc', last: 'Atangana', role: 'teacher' },
  { username: 'r.djoumessi', first: 'Rose', last: 'Djoumessi', role: 'teacher' },
] as const;

export const TIME_PARTS = [
  ['07:30', '08:25'],
  ['08:25', '09:20'],
  ['09:20', '10:15'],
  ['10:30', '11:25'],
  ['11:25', '12:20'],
  ['13:00', '13:55'],
  ['13:55', '14:50'],
  ['14:50', '15:45'],
] as const;

/** The competence grid in use in Cameroon (domain.md, "Appreciations"). */
export const OBSERVATIONS = [
  { min: 18, max: 20, grade: 'A+', label: 'Compétences très bien acquises' },
  { min: 16, max: 18, grade: 'A', label: 'Compétences très bien acquises' },
  { min: 15, max: 16, grade: 'B+', label: 'Compétences bien acquises' },
  { min: 14, max: 15, grade: 'B', label: 'Compétences bien acquises' },
  { min: 12, max: 14, grade: 'C+', label: 'Compétences acquises' },
  { min: 10, max: 12, grade: 'C', label: 'Compétences moyennement acquises' },
  { min: 0, max: 10, grade: 'D', label: 'Compétences non acquises' },
];

export const SANCTION_TYPES = [
  { code: 'AVC', name: 'Avertissement conduite', unit: 'none' },
  { code: 'BLC', name: 'Blâme conduite', unit: 'none' },
  { code: 'CONS', name: 'Consigne', unit: 'hours' },
  { code: 'EXT', name: 'Exclusion temporaire', unit: 'days' },
  { code: 'CD', name: 'Conseil de discipline', unit: 'none' },
  { code: 'EXD', name: 'Exclusion définitive', unit: 'none' },
] as const;

export const METADATA_TYPES = [
  { name: 'Groupe sanguin', kind: 'choice', choices: 'A+;A-;B+;B-;AB+;AB-;O+;O-' },
  { name: 'Allergies', kind: 'text', choices: '' },
  { name: 'Date du dernier vaccin', kind: 'date', choices: '' },
] as const;

export const FIRST_NAMES = {
  M: ['Jean', 'Paul', 'Emmanuel', 'Serge', 'Junior', 'Brice', 'Arnaud', 'Franck', 'Yannick', 'Christian', 'Samuel', 'Boris', 'Alain', 'Cédric', 'Hervé', 'Landry', 'Ibrahim', 'Moussa', 'Aboubakar', 'Didier', 'Patrick', 'Stéphane', 'Loïc', 'Thierry', 'Ulrich', 'Wilfried', 'Rodrigue', 'Gaël', 'Kevin', 'Joël'],
  F: ['Marie', 'Aïcha', 'Christelle', 'Sandrine', 'Brenda', 'Nadège', 'Estelle', 'Laure', 'Carine', 'Mireille', 'Joëlle', 'Flore', 'Hadidja', 'Rachel', 'Pauline', 'Murielle', 'Vanessa', 'Ornella', 'Grâce', 'Danielle', 'Larissa', 'Priscille', 'Ange', 'Chantal', 'Yvette', 'Solange', 'Fadimatou', 'Ruth', 'Stéphanie', 'Armelle'],
} as const;

export const LAST_NAMES = [
  'Mbarga', 'Nkoulou', 'Essomba', 'Atangana', 'Fotso', 'Kamga', 'Tchoupo', 'Ngono', 'Onana', 'Owona', 'Ndongo', 'Eto\'o', 'Biya', 'Abega', 'Manga', 'Nana', 'Tchana', 'Mouafo', 'Nkeng', 'Djoumessi', 'Bello', 'Hamadou', 'Oumarou', 'Abdoulaye', 'Ngo Bassa', 'Mvondo', 'Zambo', 'Ekotto', 'Song', 'Mbappe', 'Kouam', 'Tagne', 'Wamba', 'Nguimbous', 'Ebogo', 'Fouda', 'Mballa', 'Ayissi', 'Ela', 'Mendo',
];

export const BIRTH_PLACES = ['Yaoundé', 'Douala', 'Bafoussam', 'Garoua', 'Bamenda', 'Ngaoundéré', 'Maroua', 'Bertoua', 'Ebolowa', 'Kribi', 'Dschang', 'Nkongsamba'];

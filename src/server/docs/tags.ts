/**
 * What each area of the API holds, for the document's `tags`. Every tag a contract uses is
 * described here: buildOpenApi refuses one that is not, so a new area cannot ship undocumented.
 */
export const TAG_DESCRIPTIONS: Readonly<Record<string, string>> = {
  Authentication: "Signing in and out, the signed-in user's start-up data, and the caller's own password and its reset.",
  Users: 'Staff accounts: sign-up, the list, their details, roles and status, and passwords set by an administrator.',
  Structure:
    "The school's structure: school years, levels, classrooms, courses and the courses each classroom takes, with their coefficients or credits.",
  Settings:
    "The school's reference lists and options: the periods of the day, the observations given to an average, the sanction types, custom student fields, and the logo.",
  Students:
    'Student records: the list and search, each record and its photo, imports from spreadsheets and photo archives, exports and duplicate checks.',
  Registrations:
    "Each student's place in a classroom for a school year, leaving and repeating, and the courses a student is exempted from.",
  Audit: 'The log of changes: who changed what, and when.',
  Marks: "Entering marks: a class course's entry list for a sequence (secondary) or a term and evaluation (LMD), and marks one by one.",
  Sheets: "The grading sheets computed from the marks: averages, ranks and decisions per classroom and period, and one student's results.",
  'Report cards': "Report cards as PDF, for a classroom or a student, and batches that make a whole school's at once.",
  Statistics: 'Figures for the dashboard and the returns: head counts, averages and success rates, absences, and the demographic return.',
  Attendance: 'Roll calls, absences and lateness, their justification, and the absence reasons the school keeps.',
  Discipline: "Sanctions, the sanctions the thresholds suggest, the day's board of roll calls, and a student's conduct record.",
  Timetable: "Weekly timetables and the dates they are valid: each classroom's week, copies, and imports from a file.",
  'Teacher presence': 'The daily check of which teachers took their slots, record by record, and presence statistics over a period.',
  'Teacher pay': "Part-time teachers' hourly rates and monthly statements, with adjustments, validation and printouts.",
  'Finance set-up': "What students owe: fee types, each level's fee schedule for a school year, and discounts.",
  Payments: "The counter: students' accounts, payments and their reversal, receipts, and cash sessions with their close report.",
  'Finance reports': "The day's journal, students in arrears, and the year's finance statistics.",
  'Student cards': 'Student cards and their access codes: making, revoking and printing them, and the public look-up of a card.',
  Messages: 'Messages between staff: inbox, sent box, threads, unread count, and whom the caller may write to.',
  'Notices to guardians':
    'Notices sent to guardians: the outbox, queueing a notice, how many guardians it reaches, and retrying a failed one.',
  Backups: 'Database backups: the list, backing up now, verifying one again, and downloading it.',
  Health: 'Whether the server is up, and its version.',
};

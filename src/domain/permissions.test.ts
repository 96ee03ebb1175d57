import { canOpenArea, PERMISSIONS, PROTECTED_AREAS, permissionsOf, ROLES } from './permissions';

describe('roles and areas', () => {
  it('gives the administrator every permission and every area', () => {
    expect(permissionsOf('admin')).toEqual([...PERMISSIONS]);
    for (const area of PROTECTED_AREAS) expect(canOpenArea(area, permissionsOf('admin'))).toBe(true);
  });

  it('opens each role its own areas only', () => {
    const areas = (role: (typeof ROLES)[number]) => PROTECTED_AREAS.filter((area) => canOpenArea(area, permissionsOf(role)));
    // The bursar pays part-time teachers by the hours recorded in teacher presence, and sets the fees up in the tools.
    expect(areas('bursar')).toEqual(['dashboard', 'student', 'finance', 'statistics', 'teacher-presence', 'tools', 'user']);
    expect(areas('discipline')).toContain('teacher-presence');
    expect(areas('teacher')).toEqual(['dashboard', 'student', 'marks', 'discipline', 'user']);
    expect(areas('secretary')).toEqual(['dashboard', 'student', 'student-cards', 'user']);
    expect(areas('studies')).toContain('tools');
    // The principal reads the audit log, which lives in the tools area.
    expect(areas('principal')).toContain('tools');
  });

  it('lets the office read the notices to guardians, the principal send every kind and the bursar arrears only', () => {
    const holders = (permission: (typeof PERMISSIONS)[number]) => ROLES.filter((role) => permissionsOf(role).includes(permission));
    expect(holders('notices.read')).toEqual(['admin', 'principal', 'discipline', 'bursar', 'secretary']);
    expect(holders('notices.send')).toEqual(['admin', 'principal']);
    expect(holders('notices.send.arrears')).toEqual(['admin', 'bursar']);
    // The outbox shows guardians' addresses: whoever reads it reads the students' contacts.
    for (const role of holders('notices.read')) expect(permissionsOf(role)).toContain('students.contacts.read');
  });

  it('holds only known permission strings', () => {
    for (const role of ROLES) for (const permission of permissionsOf(role)) expect(PERMISSIONS).toContain(permission);
  });
});

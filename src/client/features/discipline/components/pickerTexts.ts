import type { StudentPickerTexts } from '../../../components/students/StudentPicker';

/** The discipline tabs find a student alike, whether for their record or their sanctions. */
export const DISCIPLINE_PICKER: StudentPickerTexts = {
  label: 'discipline.students.find',
  hint: 'discipline.students.findHint',
  noMatch: 'discipline.students.noMatch',
  typeMore: 'discipline.students.typeMore',
};

export const PICKER_SX = { minWidth: 280, maxWidth: 480, flexGrow: 1 };

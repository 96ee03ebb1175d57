import { screen } from '@testing-library/react';
import { useState } from 'react';
import { ChoiceSelect } from './ChoiceSelect';
import { renderWithProviders } from '../testing/renderWithProviders';

const choices = [
  { value: 'F', label: 'Female' },
  { value: 'M', label: 'Male' },
];

function Picker({ onPick }: { onPick: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <ChoiceSelect
      id="sex"
      label="Sex"
      value={value}
      emptyLabel="All"
      choices={choices}
      onChange={(event) => {
        setValue(event.target.value);
        onPick(event.target.value);
      }}
    />
  );
}

describe('ChoiceSelect', () => {
  it('is a labelled select with the empty choice first, and gives the picked value in its change event', async () => {
    const onPick = jest.fn();
    const { user } = renderWithProviders(<Picker onPick={onPick} />);
    const select = screen.getByRole('combobox', { name: 'Sex' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['All', 'Female', 'Male']);
    expect(select).toHaveValue('');
    await user.selectOptions(select, 'Male');
    expect(onPick).toHaveBeenLastCalledWith('M');
    expect(select).toHaveValue('M');
    expect(select).toHaveAttribute('name', 'sex');
  });

  it('takes a form field name, a required mark and a message', () => {
    renderWithProviders(
      <ChoiceSelect
        id="form-sex"
        name="sex"
        label="Sex"
        value=""
        choices={choices}
        onChange={jest.fn()}
        required
        error
        helperText="Required"
        fullWidth
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Sex' });
    expect(select).toHaveAttribute('name', 'sex');
    expect(select).toBeRequired();
    expect(select).toHaveAccessibleDescription('Required');
    expect(select).toBeInvalid();
  });
});

import { outlineOf } from './outlineSerializer';

const screenOf = (html: string) => {
  document.body.innerHTML = html;
  return document.body;
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the snapshot outline', () => {
  it('prints roles, names, states and text, nested, without markup', () => {
    const body = screenOf(`
      <main>
        <h1 class="css-1abc2de-MuiTypography-root">Students</h1>
        <p>3 rows <b>found</b></p>
        <label for="search">Name</label><input id="search" type="search" value="atan">
        <label>Password <input type="password" value="secret"></label>
        <select aria-label="Sex"><option>All</option><option selected>F</option></select>
        <button disabled style="color: red">Save</button>
        <svg aria-hidden="true"><text>icon</text></svg>
        <table aria-label="List">
          <tr><th>Name</th></tr>
          <tr><td>Atangana</td><td><button aria-label="Edit Atangana"><span>✎</span></button></td></tr>
        </table>
        <ul><li>One</li></ul>
        <div><div>Block one</div><div>Block two</div></div>
      </main>`);
    expect(outlineOf(body)).toBe(
      [
        'main',
        '  heading (level 1) "Students"',
        '  "3 rows found"',
        '  searchbox "Name" = "atan"',
        '  password "Password" = "•••"',
        '  combobox "Sex" = "F"',
        '    option "All"',
        '    option (selected) "F"',
        '  button (disabled) "Save"',
        '  table "List"',
        '    row',
        '      columnheader "Name"',
        '    row',
        '      cell "Atangana"',
        '      cell',
        '        button "Edit Atangana"',
        '  list',
        '    listitem: "One"',
        '  "Block one"',
        '  "Block two"',
      ].join('\n'),
    );
  });

  it('does not change when only class names, styles and generated ids change', () => {
    const markup = (variant: string) => `
      <div class="css-${variant}-MuiBox-root" style="padding: ${variant.length}px">
        <label id=":r${variant}:-label">Role</label>
        <div role="combobox" aria-labelledby=":r${variant}:-label" aria-expanded="false" class="MuiSelect-select ${variant}">Teacher</div>
        <input aria-hidden="true" tabindex="-1" class="MuiSelect-nativeInput" value="teacher">
      </div>`;
    const before = outlineOf(screenOf(markup('1abc2de')));
    const after = outlineOf(screenOf(markup('9zz')));
    expect(before).toBe('combobox (collapsed) "Role" = "Teacher"');
    expect(after).toBe(before);
  });

  it('is the serializer of every DOM snapshot of the client project', () => {
    screenOf('<h2>Identity</h2>');
    expect(document.body).toMatchInlineSnapshot(`heading (level 2) "Identity"`);
  });
});

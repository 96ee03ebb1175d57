import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
// The app adds the API to its store when the first screen past sign-in loads (app/apiWiring.ts);
// tests render screens on their own, so every test store has it from the start.
import '../app/apiWiring';

// findBy and waitFor give up after 1 s by default, which a loaded 2-core machine exceeds while a
// screen renders: set once here, so no test raises it on its own.
configure({ asyncUtilTimeout: 5_000 });

// Every test starts signed out, in no chosen language, with no cookies.
afterEach(() => {
  localStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0].trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('dir');
});

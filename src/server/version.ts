/** Scola's version, from package.json: the health answer, the app's profile menu and every backup's manifest say it. */
import packageJson from '../../package.json';

export const SCOLA_VERSION: string = packageJson.version;

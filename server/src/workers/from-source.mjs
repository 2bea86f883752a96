// A worker started from the sources (tests, `npm run dev`): TypeScript is read through tsx, then tasks.ts runs as in the build.
import { register } from 'tsx/esm/api';

register();
const tasks = await import('./tasks.ts');
export default tasks.default;

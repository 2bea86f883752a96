import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The layers of README "Architecture" are eslint.config.js rules: each is tried here on a line that breaks it, and on
// one that does not.
const eslint = new ESLint({ cwd: new URL('../../', import.meta.url).pathname });

async function complaints(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

describe('npm run lint keeps the layers', () => {
  it('refuses a web screen importing another screen or app/, and takes shared code', async () => {
    expect(await complaints('web/src/features/view-bo/X.tsx', "import { a } from '../upload/upload-rules.ts';\nexport const b = a;\n")).toEqual([
      expect.stringContaining('A screen imports no other screen: move what screens share to web/src/review/, components/ or lib/.'),
    ]);
    expect(await complaints('web/src/features/view-bo/X.tsx', "import { a } from '../../app/router.tsx';\nexport const b = a;\n")).toEqual([
      expect.stringContaining('A screen imports nothing of app/ (app/ composes the screens): move what it needs to lib/.'),
    ]);
    expect(
      await complaints(
        'web/src/features/view-bo/X.tsx',
        "import { a } from '../../review/review-rules.ts';\nimport { c } from './y.ts';\nexport const b = [a, c];\n",
      ),
    ).toEqual([]);
    expect(await complaints('web/src/review/X.tsx', "import { a } from '../features/view-bo/y.ts';\nexport const b = a;\n")).toEqual([
      expect.stringContaining('Shared web code imports no screen and nothing of app/.'),
    ]);
  });

  it('refuses SQL outside a repo.ts, and takes it in one', async () => {
    const query = "import type { Db } from '../../db/connect.ts';\nexport const rows = (db: Db) => db.selectFrom('website').selectAll().execute();\n";
    const message = 'SQL belongs in a repo.ts file (a repo/ folder, a sql/ folder of shared conditions, or db/): call the repository from here.';
    expect(await complaints('server/src/modules/websites/service.ts', query)).toEqual([expect.stringContaining(message)]);
    expect(await complaints('server/src/modules/websites/service.ts', "import { sql } from 'kysely';\nexport const q = sql`select 1`;\n")).toEqual([
      expect.stringContaining(message),
    ]);
    expect(await complaints('server/src/modules/websites/repo.ts', query)).toEqual([]);
    expect(await complaints('server/src/modules/review/repo/bo-view.ts', query)).toEqual([]);
    expect(await complaints('server/src/modules/review/sql/view-lines.ts', "import { sql } from 'kysely';\nexport const q = sql`true`;\n")).toEqual([]);
  });

  it('refuses a module reaching into another module’s repo, and takes its service, its sql/ conditions and its own repo', async () => {
    const message = 'A module uses another module through its service (service.ts), never its repo.';
    const importing = (from: string) => `import { a } from '${from}';\nexport const b = a;\n`;
    expect(await complaints('server/src/modules/accounts/service.ts', importing('../websites/repo.ts'))).toEqual([expect.stringContaining(message)]);
    expect(await complaints('server/src/modules/dashboard/repo.ts', importing('../review/repo/view-lines.ts'))).toEqual([expect.stringContaining(message)]);
    expect(await complaints('server/src/modules/review/repo/x.ts', importing('../../reconciliation/repo.ts'))).toEqual([expect.stringContaining(message)]);
    expect(await complaints('server/src/modules/reconciliation/engine/x.ts', importing('../../websites/repo.ts'))).toEqual([expect.stringContaining(message)]);
    expect(await complaints('server/src/modules/accounts/service.ts', importing('../websites/service.ts'))).toEqual([]);
    expect(await complaints('server/src/modules/dashboard/repo.ts', importing('../review/sql/view-lines.ts'))).toEqual([]);
    expect(await complaints('server/src/modules/review/routes.ts', importing('./repo/bo-view.ts'))).toEqual([]);
    expect(await complaints('server/src/modules/review/sql/x.ts', importing('../repo/bo-view.ts'))).toEqual([]);
  });

  it('refuses pure domain code importing the database, HTTP or workers', async () => {
    expect(await complaints('server/src/modules/reconciliation/engine/x.ts', "import { a } from '../../../http/errors.ts';\nexport const b = a;\n")).toEqual([
      expect.stringContaining('Pure domain code imports nothing of db/, http/ or workers/.'),
    ]);
    expect(await complaints('server/src/parsing/x.ts', "import { sql } from 'kysely';\nexport const b = sql;\n")).toEqual([
      expect.stringContaining('Pure domain code: no database, HTTP or worker imports.'),
    ]);
    expect(await complaints('server/src/modules/statements/x.ts', "import { a } from '../../parsing/amount.ts';\nexport const b = a;\n")).toEqual([]);
  });
});

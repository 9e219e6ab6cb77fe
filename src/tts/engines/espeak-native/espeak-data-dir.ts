import { createHash } from 'node:crypto';
import { mkdir, readdir, rename, rm, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { privateTempDir } from '../../../process/temp-files.js';

/** espeak-ng looks for variants here, under its data folder's `voices`. */
const VARIANTS_FOLDER = '!v';

/**
 * A private espeak-ng data folder: the system's data, linked entry by entry, with a `voices/!v`
 * folder of our own so that each voice's variant file can be selected as `<language>+<name>`
 * without writing into the system installation. Variant files are named after their content,
 * so concurrent takes never overwrite one another's voice.
 */
export class EspeakDataDir {
  private readonly written = new Map<string, Promise<void>>();

  private constructor(
    /** The folder to pass to `espeak-ng --path`: it holds `espeak-ng-data`. */
    readonly root: string,
  ) {}

  static async create(systemDataDir: string): Promise<EspeakDataDir> {
    const root = await privateTempDir('espeak-ng');
    const data = join(root, 'espeak-ng-data');
    const voices = join(data, 'voices');
    await mkdir(join(voices, VARIANTS_FOLDER), { recursive: true });
    await linkEntries(systemDataDir, data, 'voices');
    await linkEntries(join(systemDataDir, 'voices'), voices, VARIANTS_FOLDER);
    return new EspeakDataDir(root);
  }

  /** Installs a variant file (once per distinct content) and returns the name to select it by. */
  async variant(fileText: string): Promise<string> {
    const name = `v${createHash('sha256').update(fileText).digest('hex').slice(0, 16)}`;
    let done = this.written.get(name);
    if (!done) {
      done = this.install(name, fileText);
      this.written.set(name, done);
      done.catch(() => this.written.delete(name));
    }
    await done;
    return name;
  }

  remove(): Promise<void> {
    return rm(this.root, { recursive: true, force: true });
  }

  /** Written aside and renamed into place, so espeak-ng never reads half a file. */
  private async install(name: string, fileText: string): Promise<void> {
    const target = join(this.root, 'espeak-ng-data', 'voices', VARIANTS_FOLDER, name);
    await writeFile(`${target}.tmp`, fileText);
    await rename(`${target}.tmp`, target);
  }
}

async function linkEntries(from: string, to: string, except: string): Promise<void> {
  for (const entry of await readdir(from)) {
    if (entry !== except) await symlink(join(from, entry), join(to, entry));
  }
}

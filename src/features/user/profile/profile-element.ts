import { chunkNoteElement } from '@/components/chunk-note-dom';
import type { ChunkT } from '@/components/chunk-keys';
import { chunk, newBuildServed } from '@/lib/load-chunk';
import { $session } from '@/stores/session';

/**
 * `<p2p-profile>`: the advertiser profile's only script at first load (issue 16, item 2: no
 * React on profiles). The page is server-rendered HTML; the controls that need code (a row's
 * Trade button, Block) are plain buttons marked `data-js`, grey until this element runs. A
 * click loads the control's part (React with the order panel, or the Block button) and opens
 * it; the chunk loader's timeout and a note with Retry/Reload cover a part that does not come.
 * Each part's data is a JSON block in the page (`script[data-profile-data="<name>"]`), absent
 * when nobody here may use it (a visitor's Trade is a login link, the advertiser's own rows
 * say why not): then there is nothing to load.
 */

/** A part loaded on demand: its module's `open` (see `src/islands/profile-*.tsx`). */
export interface ProfilePart {
  /** Shows the part for `opener` (the clicked control), inside `host` when it needs a place. */
  open(host: HTMLElement, data: unknown, opener: HTMLElement): void;
}

/** How the page declares a part. */
export interface ProfilePartConfig {
  /** The controls that open it (matched from the click's target up). */
  trigger: string;
  /** Its place in the server's HTML, marked `data-hydrated` once a click works there. */
  root: string;
  load: () => Promise<ProfilePart>;
}

interface Part extends ProfilePartConfig {
  name: string;
}

/** The parts this page declared (`defineProfileElement`), each with its memoised loader. */
let parts: Part[] = [];

/** Logged in as far as the page knows now (a logout in another tab clears the store). */
function loggedIn(): boolean {
  const session = $session.get();
  return session.token !== null || session.user !== null;
}

export class ProfileElement extends HTMLElement {
  /** The floating note of a part on its way or failed (one at a time). */
  #note: HTMLElement | null = null;
  /** A part being loaded: further clicks wait for it rather than load it twice. */
  #pending = false;

  #onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    // A part React renders in place handles its own clicks.
    if (!target || target.closest('[data-profile-part="live"]')) return;
    for (const part of parts) {
      const opener = target.closest<HTMLElement>(part.trigger);
      if (!opener || !this.contains(opener)) continue;
      event.preventDefault();
      if (!loggedIn() && this.dataset.login) location.assign(this.dataset.login);
      else void this.#open(part, opener, 1);
      return;
    }
  };

  connectedCallback() {
    this.addEventListener('click', this.#onClick);
    // The controls work from now on (see `[data-js]` in styles/chunk.css).
    this.toggleAttribute('data-hydrated', true);
    for (const { root } of parts) {
      for (const element of this.querySelectorAll(root))
        element.toggleAttribute('data-hydrated', true);
    }
  }

  disconnectedCallback() {
    this.removeEventListener('click', this.#onClick);
  }

  /** The JSON block named `name`, or null when the page has none. */
  #data(name: string): unknown {
    const block = this.querySelector(`script[data-profile-data="${name}"]`);
    return block?.textContent ? (JSON.parse(block.textContent) as unknown) : null;
  }

  #showNote(note: HTMLElement | null) {
    this.#note?.remove();
    this.#note = note;
    if (note) this.append(note);
  }

  async #open(part: Part, opener: HTMLElement, tries: number): Promise<void> {
    const data = this.#data(part.name);
    if (data === null || this.#pending) return;
    const t = ((key: string) =>
      (this.#data('chunk') as Record<string, string>)[key] ?? key) as ChunkT;
    const close = () => {
      this.#showNote(null);
      opener.focus();
    };
    this.#pending = true;
    // Already loaded, `load()` settles in a microtask: the loading line is never painted.
    this.#showNote(chunkNoteElement(null, t, { retry() {}, close }));
    let module: ProfilePart;
    try {
      module = await part.load();
    } catch {
      const problem = { newVersion: await newBuildServed(), tries };
      const retry = () => void this.#open(part, opener, tries + 1);
      this.#showNote(chunkNoteElement(problem, t, { retry, close }));
      return;
    } finally {
      this.#pending = false;
    }
    this.#showNote(null);
    module.open(this, data, opener);
  }
}

/**
 * Declares the page's parts (by name: the name of their JSON block and of their chunk) and
 * registers `<p2p-profile>`. Called once by the profile page's script.
 */
export function defineProfileElement(config: Record<string, ProfilePartConfig>): void {
  parts = Object.entries(config).map(([name, part]) => ({
    ...part,
    name,
    load: chunk(`profile-${name}`, part.load),
  }));
  if (!customElements.get('p2p-profile')) customElements.define('p2p-profile', ProfileElement);
}

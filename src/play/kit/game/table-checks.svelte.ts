/**
 * The unit picked at the table and the check opened from it, whatever the
 * book. The book says how a check opens (its check kit loads with the first).
 */
export class TableChecks<U extends { readonly side: string; readonly unit: string }, R, C> {
  /** The unit picked to act: its targets are on the other side. */
  picked: U | undefined = $state();
  /** The open check, if any. */
  check: C | undefined = $state.raw();
  readonly #open: (request: R) => Promise<C>;

  constructor(open: (request: R) => Promise<C>) {
    this.#open = open;
  }

  /** Picks a unit, or drops it when it was picked already. */
  pick(ref: U): void {
    const same = this.picked?.side === ref.side && this.picked.unit === ref.unit;
    this.picked = same ? undefined : ref;
  }

  drop(): void {
    this.picked = undefined;
  }

  async open(request: R): Promise<void> {
    this.check = await this.#open(request);
  }

  close(): void {
    this.check = undefined;
  }

  /** A result applied: the table is clear for the next check. */
  applied(): void {
    this.check = undefined;
    this.picked = undefined;
  }
}

import type { Sql } from "~/db/sql.server";
import { PeriodicJob } from "~/jobs/job-runner.server";
import { log } from "~/log.server";
import { PictureStore } from "./picture-store.server";

/** How often each instance looks for pictures nothing uses, as often as the retention purge runs. */
const sweepEveryMs = 6 * 60 * 60 * 1000;

/**
 * How long a picture is spared after its upload, used or not: the upload keeps it a moment before the draft names it,
 * and `content:import` keeps its pictures before it publishes the texts that name them.
 */
export const uploadGraceMs = 24 * 60 * 60 * 1000;

/**
 * Deletes the uploaded pictures nothing uses any more (docs/decisions/022-uploaded-pictures.md): those no draft, no
 * published text and no version of the history names, uploaded over a day ago. Each instance sweeps on its own; a
 * picture two of them delete at once is deleted once.
 */
export class PictureSweep extends PeriodicJob {
  constructor(
    db: Sql,
    private readonly now = () => Date.now(),
  ) {
    super(db, "the sweep of unused pictures failed", sweepEveryMs);
  }

  async runOnce() {
    const deleted = await new PictureStore(this.db).deleteUnused(new Date(this.now() - uploadGraceMs));
    if (deleted > 0) log.info("pictures nothing uses any more were deleted", { deleted });
    return deleted;
  }
}

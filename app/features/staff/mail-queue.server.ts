import type { ConnectionOptions } from "node:tls";
import type { SendMailOptions, Transporter } from "nodemailer";
import type { Sql } from "~/db/sql.server";
import { type JobQueue, JobRunner, type JobRunnerOptions } from "~/jobs/job-runner.server";
import { type MailServer, mailErrorCode, mailTransport, sendTimeoutMs } from "./mail-transport.server";

/** A mail queue's options: the job runner's, and more TLS options for the mail server (the tests' own authority). */
export type MailQueueOptions = JobRunnerOptions & { tls?: ConnectionOptions };

/**
 * A queue of the staff's mails (the notices of new requests, the invitations, the owners' weekly figures): a job
 * runner with one connection to the clinic's mail server, closed when it stops.
 */
export abstract class MailQueue extends JobRunner {
  private readonly transport: Transporter;

  constructor(db: Sql, queue: JobQueue, server: MailServer, options: MailQueueOptions) {
    super(db, queue, options);
    this.transport = mailTransport(server, options.tls);
  }

  /** Stops at once (a send in flight is abandoned and stays pending) and closes the mail connection. */
  override async stop() {
    await super.stop();
    this.transport.close();
  }

  /** Hands one mail to the server: "sent", the failure's code, or "stopped" (the runner stopped meanwhile). */
  protected async handOver(message: SendMailOptions): Promise<string> {
    try {
      await this.transport.sendMail({
        ...message,
        signal: AbortSignal.any([AbortSignal.timeout(sendTimeoutMs), this.abort.signal]),
      });
      return "sent";
    } catch (error) {
      return this.abort.signal.aborted ? "stopped" : mailErrorCode(error);
    }
  }
}

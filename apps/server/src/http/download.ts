/**
 * A file answer instead of the JSON envelope (issue 14 "Reports": CSV export of every list). The body is an async
 * iterable, streamed to the client as it is produced, so an export of 100k rows never sits in memory at once.
 */
export class Download {
  constructor(
    readonly filename: string,
    readonly contentType: string,
    readonly body: AsyncIterable<string>,
  ) {}
}

import { AppError, NotFoundError } from '../../errors/app-error';

export class ReportNotFoundError extends NotFoundError {
  constructor() {
    super(
      'There is no report at this address: it was deleted by its owner, reached the end of its retention ' +
        'period, or the address is mistyped.',
    );
  }
}

export class ReportTooLargeError extends AppError {
  constructor(maxBytes: number) {
    super(
      'report_too_large',
      `Reports are kept for files of up to ${Math.round(maxBytes / (1024 * 1024))} MB; this file is larger. ` +
        'Its analysis still works, it just cannot be saved.',
      413,
      { details: { max_bytes: maxBytes } },
    );
  }
}

export class ReportTokenRequiredError extends AppError {
  constructor() {
    super(
      'token_required',
      'Send the delete token you were given when the report was made, as "Authorization: Bearer <token>".',
      401,
    );
  }
}

export class ReportWrongTokenError extends AppError {
  constructor() {
    super('wrong_token', 'That delete token does not belong to this report.', 403);
  }
}

export class ReportSourceMissingError extends AppError {
  constructor() {
    super(
      'no_source',
      'Send the CSV file as multipart/form-data in a field named "file", or JSON { "url": … } for a product link.',
      400,
    );
  }
}

export class TooManyReportReadsError extends AppError {
  constructor(limit: number) {
    super(
      'too_many_reads',
      `You are already reading ${limit} reports. Wait for one to finish, then try again.`,
      429,
      { retryable: true, details: { reads_in_flight: limit } },
    );
  }
}

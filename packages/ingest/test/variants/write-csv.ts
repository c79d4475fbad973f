// Writes a table as the tools that made the variants write CSV: a delimiter, quoting every field or only where
// needed (RFC 4180), a line ending, an encoding, and lines a report writes above the header.
import { utf16, utf8, utf8Bom, windows1252 } from '../support/bytes';
import type { Table } from './real-files';

export interface CsvStyle {
  delimiter: ',' | ';' | '\t' | '|';
  quoteAll: boolean;
  eol: '\n' | '\r\n' | '\r';
  encoding: 'utf-8' | 'utf-8-bom' | 'utf-16le' | 'windows-1252';
  /** Rows written above the header (a report's title lines). */
  preamble: string[][];
  /** Written after each delimiter: a space, as hand-rolled writers joining with ", " do. */
  afterDelimiter: '' | ' ';
  /** A delimiter ending every line too, as writers that put one after each field do. */
  trailingDelimiter: boolean;
}

export const PLAIN: CsvStyle = {
  delimiter: ',',
  quoteAll: false,
  eol: '\n',
  encoding: 'utf-8',
  preamble: [],
  afterDelimiter: '',
  trailingDelimiter: false,
};

/** The bytes, or null when the text cannot be written in the style's encoding. */
export function writeCsv(table: Table, style: Partial<CsvStyle> = {}): Uint8Array | null {
  const s = { ...PLAIN, ...style };
  const field = (value: string): string =>
    s.quoteAll || value.includes(s.delimiter) || /["\r\n]/u.test(value)
      ? `"${value.replaceAll('"', '""')}"`
      : value;
  const lines = [...s.preamble, table.header, ...table.rows].map(
    (cells) =>
      cells.map(field).join(s.delimiter + s.afterDelimiter) +
      (s.trailingDelimiter ? s.delimiter : ''),
  );
  const text = lines.join(s.eol) + s.eol;
  switch (s.encoding) {
    case 'utf-8':
      return utf8(text);
    case 'utf-8-bom':
      return utf8Bom(text);
    case 'utf-16le':
      return utf16(text, 'le');
    case 'windows-1252':
      try {
        return windows1252(text);
      } catch {
        return null;
      }
  }
}

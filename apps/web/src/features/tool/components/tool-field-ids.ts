// The tool's two inputs and its one error area below the tabs: an error names the input it is about, which it then
// describes (aria-describedby) and to which it moves focus.
import type { ToolTab } from '../use-analysis-tool';

export const TOOL_FIELD_IDS: Readonly<Record<ToolTab, string>> = {
  csv: 'tool-csv-file',
  link: 'tool-link',
};

export const TOOL_ERROR_ID = 'tool-error-message';

/** The input's description: the error first when it is about this input, then its hint. */
export const describedBy = (hintId: string, invalid: boolean) =>
  invalid ? `${TOOL_ERROR_ID} ${hintId}` : hintId;

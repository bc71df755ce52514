/** The editor's height when none is given (the terms editor's, spec section 2). */
export const DEFAULT_EDITOR_HEIGHT = 300;

export interface RichTextEditorProps {
  /** The visible label, also the accessible name of the text area. */
  label: string;
  /** The HTML to edit. Changed from outside (a reset), the editor takes it over. */
  value: string;
  /** Every change, as the editor's HTML (`<p></p>` when empty: see isEmptyRichText). */
  onChange: (html: string) => void;
  /** The error under the editor; marks it invalid. */
  error?: string | undefined;
  /** A hint under the editor when there is no error. */
  helperText?: string | undefined;
  /** Height of the writing area in px (it scrolls beyond). Default 300. */
  height?: number;
  required?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
  /** The id of the writing area (for a label elsewhere, or tests). */
  id?: string;
}

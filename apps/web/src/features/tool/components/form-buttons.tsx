import { primaryButton, secondaryButton } from '../../../components/button-styles';

interface FormButtonsProps {
  /** The submit button's name, and its name while this form's request runs. */
  label: string;
  workingLabel: string;
  working: boolean;
  /** Any request of the tool runs: one at a time. */
  busy: boolean;
  onReset: () => void;
}

/** A tool form's submit and Reset buttons. */
export function FormButtons({ label, workingLabel, working, busy, onReset }: FormButtonsProps) {
  return (
    <div className="mt-4 flex flex-wrap gap-3">
      <button type="submit" className={primaryButton} disabled={busy}>
        {working ? workingLabel : label}
      </button>
      <button type="button" className={secondaryButton} onClick={onReset}>
        Reset
      </button>
    </div>
  );
}

// The contact form's "Interested service": still the native select (the phone's own picker, the keyboard's own keys),
// drawn as the other fields with a chevron of the site's own; the prompt reads muted until a service is chosen.
import { SERVICE_CHOICES, type ServiceChoice } from '../../../src/contract';
import { useT } from '../../lib/i18n';

/** The contact page's three services, in its words' order, as the choices their links start the form with
 *  (/contact?service=automation; decision 0251). */
export const SERVICE_LINKS = ['custom_software', 'automation', 'ai_assistant'] as const satisfies readonly ServiceChoice[];

/** A `service` the address names, if it is one of the form's choices. */
export function wantedService(search: string): ServiceChoice | null {
  const wanted = new URLSearchParams(search).get('service');
  return SERVICE_CHOICES.find((choice) => choice === wanted) ?? null;
}

/** The form's props for a field; its className is replaced by the select's own. */
type SelectProps = { id: string; name: string; value: string; className?: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string };

export function ServiceSelect({ field, onChange }: { field: SelectProps; onChange: (value: string) => void }) {
  const t = useT();
  return (
    <div className="relative mt-1.5">
      <select
        {...field}
        className={`field cursor-pointer appearance-none pr-11 ${field.value ? '' : 'text-muted'}`}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="" className="text-muted">
          {t.contact.form.serviceNone}
        </option>
        {SERVICE_CHOICES.map((choice) => (
          <option key={choice} value={choice} className="text-ink">
            {t.contact.form.services[choice]}
          </option>
        ))}
      </select>
      <span
        className="i-lucide-chevron-down pointer-events-none absolute top-1/2 right-3.5 h-4.5 w-4.5 -translate-y-1/2 text-muted"
        aria-hidden="true"
      />
    </div>
  );
}

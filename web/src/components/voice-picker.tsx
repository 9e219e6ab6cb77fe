import { useLang } from '../i18n';
import type { Voice } from '../types';
import { Field } from './field';

/**
 * The studio voices by gender, with the chosen one's description and a player for its
 * preview (a fixed sentence the server renders once), so a voice is heard before it is used.
 */
export function VoicePicker(props: {
  voices: Voice[];
  value: string;
  onChange: (voiceId: string) => void;
}) {
  const { lang, t } = useLang();
  const chosen = props.voices.find((v) => v.id === props.value);
  const name = (v: Voice) =>
    lang === 'ar' ? `${v.nameAr} (${v.nameEn})` : `${v.nameEn} (${v.nameAr})`;
  return (
    <div class="voice-picker">
      <Field
        label={t.playground.voice}
        hint={chosen && (lang === 'ar' ? chosen.descAr : chosen.descEn)}
      >
        {(c) => (
          <select
            id={c.id}
            value={props.value}
            aria-describedby={c.describedBy}
            onChange={(e) => props.onChange(e.currentTarget.value)}
          >
            {(['female', 'male'] as const).map((gender) => (
              <optgroup key={gender} label={t.playground.genders[gender]}>
                {props.voices
                  .filter((v) => v.gender === gender)
                  .map((v) => (
                    <option key={v.id} value={v.id}>
                      {name(v)}
                    </option>
                  ))}
              </optgroup>
            ))}
          </select>
        )}
      </Field>
      {chosen && (
        <audio
          key={chosen.id}
          controls
          preload="none"
          src={`/tts/voices/${encodeURIComponent(chosen.id)}/preview`}
          aria-label={t.playground.preview(name(chosen))}
          data-testid="voice-preview"
        />
      )}
    </div>
  );
}

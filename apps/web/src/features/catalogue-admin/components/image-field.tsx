import { ImagePlus, Trash2, Upload } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button, buttonClasses } from '@/components/ui/button.tsx';
import { FallbackImage } from '@/components/ui/fallback-image.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { cn } from '@/lib/cn.ts';
import { useUploadImage } from '../api/upload-image.ts';
import { imageFileProblem } from '../image-file.ts';

type ImageFieldProps = {
  label?: string;
  /** The saved image's server-relative path, or null for none. */
  value: string | null;
  onChange: (imageUrl: string | null) => void;
  /** Told when an upload starts and ends, so the form can hold its Save button meanwhile. */
  onUploadingChange?: (uploading: boolean) => void;
  error?: string;
};

/**
 * A native file input that uploads the chosen image at once and hands its path to the form, with a
 * preview (the placeholder dish when the image cannot be shown) and a Remove image control.
 */
export function ImageField({ label, value, onChange, onUploadingChange, error }: ImageFieldProps) {
  const intl = useIntl();
  const id = useId();
  const hintId = `${id}-hint`;
  const messageId = `${id}-message`;
  const inputRef = useRef<HTMLInputElement>(null);
  const upload = useUploadImage();
  const [problem, setProblem] = useState<string | null>(null);
  const [localPreview, setLocalPreview] = useState<string | null>(null);
  const abortRef = useRef<AbortController | null>(null);

  // An upload still running when the form closes is abandoned, and its local preview released.
  useEffect(() => () => abortRef.current?.abort(), []);
  useEffect(() => {
    if (!localPreview) return;
    return () => URL.revokeObjectURL(localPreview);
  }, [localPreview]);

  const uploading = upload.isPending;
  const message = problem ?? error;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared every time, so choosing the same file again still counts as a choice.
    input.value = '';
    if (!file) return;
    const refusal = imageFileProblem(file);
    if (refusal) {
      setProblem(intl.formatMessage({ id: refusal }));
      return;
    }
    setProblem(null);
    setLocalPreview(URL.createObjectURL(file));
    const controller = new AbortController();
    abortRef.current = controller;
    onUploadingChange?.(true);
    upload.mutate(
      { file, signal: controller.signal },
      {
        onSuccess: (imageUrl) => onChange(imageUrl),
        onError: (failure) =>
          setProblem(intl.formatMessage({ id: 'catalogue.image.uploadFailed' }, { reason: failure.message })),
        onSettled: () => {
          setLocalPreview(null);
          onUploadingChange?.(false);
        },
      },
    );
  };

  const remove = () => {
    setProblem(null);
    onChange(null);
    inputRef.current?.focus();
  };

  const preview = localPreview ?? value;

  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-semibold text-ink-800">
        {label ?? intl.formatMessage({ id: 'catalogue.image.label' })}
      </label>
      <div
        className={cn(
          'flex items-center gap-3 rounded-xl border border-dashed bg-cream-50 p-3 sm:gap-4',
          message ? 'border-danger-700' : 'border-ink-500/60',
        )}
      >
        <div className="relative size-20 shrink-0 sm:size-24 overflow-hidden rounded-lg bg-cream-200 ring-1 ring-cream-300">
          {preview ? (
            <FallbackImage
              key={preview}
              src={preview}
              alt={intl.formatMessage({
                id: localPreview ? 'catalogue.image.previewAlt' : 'catalogue.image.currentAlt',
              })}
              className="size-full object-cover"
            />
          ) : (
            <span className="grid size-full place-items-center text-ink-500">
              <ImagePlus aria-hidden="true" className="size-8" />
              <span className="sr-only">{intl.formatMessage({ id: 'catalogue.image.none' })}</span>
            </span>
          )}
          {uploading && (
            <span className="absolute inset-0 grid place-items-center bg-white/70 text-brand-700">
              <Spinner />
            </span>
          )}
        </div>
        <div className="min-w-0 flex-1 space-y-2">
          <div className="flex flex-wrap items-center gap-2">
            {/* The native input stays in the tab order; the button-like label beside it shows its focus. */}
            <input
              ref={inputRef}
              id={id}
              type="file"
              accept="image/*"
              disabled={uploading}
              onChange={choose}
              aria-invalid={message ? true : undefined}
              aria-describedby={[hintId, message && messageId].filter(Boolean).join(' ')}
              className="peer sr-only"
            />
            <label
              htmlFor={id}
              className={cn(
                buttonClasses({ variant: 'secondary', size: 'sm' }),
                'cursor-pointer peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-(--focus-ring)',
                'peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
              )}
            >
              <Upload aria-hidden="true" />
              {intl.formatMessage({ id: value ? 'catalogue.image.replace' : 'catalogue.image.choose' })}
            </label>
            {value && !uploading && (
              <Button
                variant="ghost"
                size="sm"
                className="text-danger-700 hover:bg-danger-50"
                onClick={remove}
              >
                <Trash2 aria-hidden="true" />
                {intl.formatMessage({ id: 'catalogue.image.remove' })}
              </Button>
            )}
          </div>
          <p id={hintId} role="status" className="text-sm text-ink-600">
            {intl.formatMessage({ id: uploading ? 'catalogue.busy.uploading' : 'catalogue.image.hint' })}
          </p>
        </div>
      </div>
      {message && (
        <p id={messageId} role="alert" className="text-sm font-medium text-danger-700">
          {message}
        </p>
      )}
    </div>
  );
}

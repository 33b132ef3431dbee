import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import { POST_MAX_LENGTH, type TimelineType } from '@tradeforge/contracts';
import { buttonClass } from '@/components/ui/button';
import { inputClass, labelClass } from '@/components/ui/field';
import { useMakePost } from '../api/make-post';
import { PostImageUploads, usePostUploads } from './post-image-uploads';

/** Who a post can be written as: the user, or one of the businesses they manage. */
export interface PostActor {
  type: TimelineType;
  id: string;
  name: string;
}

/**
 * The create-post box (spec part 2, sections 2.5 and 4): text with a counter, up to 4 pictures, and the actor
 * (choosing a business posts on its timeline). Post is disabled while the text is empty or a picture uploads;
 * on success the text is cleared and the new post goes first in the lists. With `autoFocus` (a "Post an update"
 * link led here) the text takes the focus once the box shows. With `target` (a group) the post goes to that
 * timeline, written by the actor.
 */
export function PostComposer({
  actors,
  autoFocus = false,
  target,
}: {
  actors: PostActor[];
  autoFocus?: boolean;
  target?: { type: TimelineType; id: string };
}) {
  const { t } = useLingui();
  const id = useId();
  const [content, setContent] = useState('');
  const textRef = useRef<HTMLTextAreaElement>(null);
  const [actorId, setActorId] = useState(actors[0]?.id ?? '');
  const uploads = usePostUploads();
  const makePost = useMakePost();
  const actor = actors.find((item) => item.id === actorId) ?? actors[0];
  const shown = !!actor;
  const focused = useRef(false);
  useEffect(() => {
    if (!autoFocus || !shown || focused.current) return;
    focused.current = true;
    textRef.current?.focus();
  }, [autoFocus, shown]);
  if (!actor) return null;
  const actorName = actor.name;
  const disabled = !content.trim() || uploads.uploading || makePost.isPending;

  const submit = () => {
    if (disabled) return;
    makePost.mutate(
      {
        content: content.trim(),
        timelineID: target?.id ?? actor.id,
        timelineType: target?.type ?? actor.type,
        businessID: actor.type === 'business' ? actor.id : undefined,
        images: uploads.tokens,
      },
      {
        onSuccess: () => {
          setContent('');
          uploads.clear();
          toast.success(t`Post created!`);
          // The Post button is disabled again (no text): the focus goes back to the text, not to the page's top.
          textRef.current?.focus();
        },
        onError: () => toast.error(t`There was an error creating this post!`),
      },
    );
  };

  return (
    <form
      aria-labelledby={`${id}-title`}
      className="space-y-3 rounded-xl bg-white p-4 shadow-card ring-1 ring-slate-200 sm:p-5"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <h2 id={`${id}-title`} className="text-base font-semibold text-slate-900">
        <Trans>Create a post</Trans>
      </h2>
      {actors.length > 1 ? (
        <div>
          <label htmlFor={`${id}-actor`} className={labelClass}>
            <Trans>Post as</Trans>
          </label>
          <select
            id={`${id}-actor`}
            value={actor.id}
            onChange={(event) => setActorId(event.target.value)}
            className={`${inputClass} sm:max-w-xs`}
          >
            {actors.map(({ name: itemName, ...item }) => (
              <option key={item.id} value={item.id}>
                {item.type === 'user' ? t`${itemName} (me)` : itemName}
              </option>
            ))}
          </select>
        </div>
      ) : (
        <p className="text-sm text-slate-600">
          <Trans>
            Posting as <strong className="text-slate-900">{actorName}</strong>
          </Trans>
        </p>
      )}
      <div>
        <label htmlFor={`${id}-text`} className="sr-only">
          <Trans>What do you want to share?</Trans>
        </label>
        <textarea
          ref={textRef}
          id={`${id}-text`}
          rows={4}
          maxLength={POST_MAX_LENGTH}
          value={content}
          onChange={(event) => setContent(event.target.value)}
          placeholder={t`What do you want to share?`}
          aria-describedby={`${id}-count`}
          className={inputClass}
        />
        <p id={`${id}-count`} className="mt-1 text-right text-xs tabular-nums text-slate-600">
          {content.length}/{POST_MAX_LENGTH}
        </p>
      </div>
      <PostImageUploads state={uploads} />
      <div className="flex justify-end">
        <button type="submit" disabled={disabled} className={buttonClass('primary')}>
          {makePost.isPending ? (
            <Trans>Posting…</Trans>
          ) : uploads.uploading ? (
            <Trans>Uploading…</Trans>
          ) : (
            <Trans context="Button that publishes the post">Post</Trans>
          )}
        </button>
      </div>
    </form>
  );
}

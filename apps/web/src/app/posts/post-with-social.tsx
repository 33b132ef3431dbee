import { Trans } from '@lingui/react/macro';
import { MessageCircle } from 'lucide-react';
import { useState } from 'react';
import type { Post } from '@tradeforge/contracts';
import { PostCard } from '@/features/posts/components/post-card';
import { LikeButton } from '@/features/social/components/like-button';
import { LazyComments } from './lazy-comments';

/**
 * A post with the social feature's like button and comments (resource type post). Comments open on demand in
 * lists, so a page of posts does not load ten comment threads; the post page shows them open. They load in the
 * browser (`LazyComments`): the server-rendered post page leaves their place for them, as the product page does.
 */
export function PostWithSocial({
  post,
  commentsOpen = false,
  onRemoved,
}: {
  post: Post;
  commentsOpen?: boolean;
  onRemoved?: () => void;
}) {
  const [open, setOpen] = useState(commentsOpen);
  return (
    <PostCard
      post={post}
      onRemoved={onRemoved}
      actions={
        <>
          <LikeButton type="post" resourceID={post.postID} />
          <button
            type="button"
            aria-expanded={open}
            onClick={() => setOpen((value) => !value)}
            className="inline-flex items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100"
          >
            <MessageCircle aria-hidden className="size-4" /> <Trans>Comments</Trans>
          </button>
        </>
      }
    >
      {open && (
        <div className="mt-3">
          <LazyComments resourceID={post.postID} resourceType="post" />
        </div>
      )}
    </PostCard>
  );
}

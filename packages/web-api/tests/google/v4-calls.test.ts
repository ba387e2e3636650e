import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT_NAMES, DEMO_LOCATION_NAMES, googleTestbed } from './google-testbed';

const kyiv = `${DEMO_ACCOUNT_NAMES.merchantGroup}/${DEMO_LOCATION_NAMES.kyiv}`;

describe('My Business v4 reviews and local posts against the Google double', () => {
  it('listReviews reads one page and hands the token for the next (60 reviews: 50, then the rest)', async () => {
    const t = googleTestbed();
    const { accessToken } = await t.connect();
    const before = t.sandbox.control.reviews(DEMO_LOCATION_NAMES.kyiv).length;
    for (let n = before; n < 60; n += 1) {
      t.sandbox.control.addReview(DEMO_LOCATION_NAMES.kyiv, {
        starRating: 'FIVE',
        comment: `#${n}`,
      });
    }
    const first = await t.client.listReviews(accessToken, kyiv);
    expect(first.reviews).toHaveLength(50);
    expect(first.totalReviewCount).toBe(60);
    expect(first.nextPageToken).toEqual(expect.any(String));
    const second = await t.client.listReviews(accessToken, kyiv, first.nextPageToken as string);
    expect(second.reviews).toHaveLength(10);
    expect(second.nextPageToken).toBeUndefined();
    const names = [...(first.reviews ?? []), ...(second.reviews ?? [])].map(
      (review) => review.name,
    );
    expect(new Set(names).size).toBe(60);
  });

  it('updateReply answers the reply; deleteReply removes it', async () => {
    const t = googleTestbed();
    const { accessToken } = await t.connect();
    const review = t.sandbox.control.addReview(DEMO_LOCATION_NAMES.kyiv, { starRating: 'FOUR' });
    const reply = await t.client.updateReply(accessToken, review.name as string, 'Дякуємо!');
    expect(reply).toEqual({ comment: 'Дякуємо!', updateTime: expect.any(String) });
    expect(t.sandbox.control.reviews(DEMO_LOCATION_NAMES.kyiv)[0]?.reviewReply?.comment).toBe(
      'Дякуємо!',
    );
    await t.client.deleteReply(accessToken, review.name as string);
    expect(t.sandbox.control.reviews(DEMO_LOCATION_NAMES.kyiv)[0]?.reviewReply).toBeUndefined();
    await expect(t.client.deleteReply(accessToken, review.name as string)).rejects.toMatchObject({
      kind: 'not-found',
    });
  });

  it('creates, lists, patches (with its updateMask) and deletes a local post', async () => {
    const t = googleTestbed();
    const { accessToken } = await t.connect();
    const created = await t.client.createLocalPost(accessToken, kyiv, {
      languageCode: 'uk',
      topicType: 'STANDARD',
      summary: 'Новий сезонний напій',
      callToAction: { actionType: 'LEARN_MORE', url: 'https://zerno.example/menu' },
    });
    expect(created.state).toBe('PROCESSING');
    const listed = await t.client.listLocalPosts(accessToken, kyiv);
    expect(listed.localPosts?.[0]?.name).toBe(created.name);
    const patched = await t.client.patchLocalPost(
      accessToken,
      created.name as string,
      { summary: 'Осінній напій' },
      ['summary'],
    );
    expect(patched.summary).toBe('Осінній напій');
    expect(patched.callToAction?.url).toBe('https://zerno.example/menu');
    expect(
      t.sandbox.control.requests.find((entry) => entry.method === 'PATCH')?.updateMask,
    ).toEqual(['summary']);
    await t.client.deleteLocalPost(accessToken, created.name as string);
    const after = await t.client.listLocalPosts(accessToken, kyiv);
    expect(after.localPosts?.map((post) => post.name)).not.toContain(created.name);
  });
});

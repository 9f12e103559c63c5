/**
 * The Lite SDK with the app's instance (`db`), loaded on the first read: the server-rendered pages hydrate
 * with the server's data and without the SDK, which then loads only when the visitor asks for more.
 */
export async function liteSdk() {
  const [sdk, { liteFirestore }] = await Promise.all([import('firebase/firestore/lite'), import('./lite-firestore')]);
  return { ...sdk, db: liteFirestore };
}

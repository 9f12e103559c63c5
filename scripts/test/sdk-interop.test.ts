import { deleteApp as deleteAdminApp, initializeApp as initializeAdminApp, type App as AdminApp } from 'firebase-admin/app';
import { getAuth as getAdminAuth } from 'firebase-admin/auth';
import { getFirestore as getAdminFirestore } from 'firebase-admin/firestore';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import * as full from 'firebase/firestore';
import * as lite from 'firebase/firestore/lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatorAddress, stackProjectId, uniqueId } from './stack-address';

// users/{uid} is a path the real firestore.rules let its owner create, read and update.
const PASSWORD = 'Campus@123';

interface Student {
  uid: string;
  email: string;
  full: full.Firestore;
  lite: lite.Firestore;
}

const apps: FirebaseApp[] = [];
let admin: AdminApp;
let alice: Student;
let bob: Student;

async function signedInApp(email: string): Promise<FirebaseApp> {
  const app = initializeApp({ apiKey: 'demo-api-key', projectId: stackProjectId() }, uniqueId('interop'));
  apps.push(app);
  const auth = getAuth(app);
  const { host, port } = emulatorAddress('FIREBASE_AUTH_EMULATOR_HOST');
  connectAuthEmulator(auth, `http://${host}:${port}`, { disableWarnings: true });
  await signInWithEmailAndPassword(auth, email, PASSWORD);
  return app;
}

async function student(name: string): Promise<Student> {
  const email = `${uniqueId(name)}@campus.ac.in`;
  const { uid } = await getAdminAuth(admin).createUser({ email, password: PASSWORD });
  const { host, port } = emulatorAddress('FIRESTORE_EMULATOR_HOST');
  // One app per SDK: each signs in as the same Auth emulator account.
  const fullDb = full.getFirestore(await signedInApp(email));
  full.connectFirestoreEmulator(fullDb, host, port);
  const liteDb = lite.getFirestore(await signedInApp(email));
  lite.connectFirestoreEmulator(liteDb, host, port);
  return { uid, email, full: fullDb, lite: liteDb };
}

const profileOf = (who: Student) => ({
  firstName: 'Asha',
  lastName: 'Verma',
  email: who.email,
  mobileNumber: '',
  gender: 'female',
  birthDate: '2003-04-05',
  createdAt: new Date().toISOString(),
});

beforeAll(async () => {
  full.setLogLevel('error');
  lite.setLogLevel('error');
  admin = initializeAdminApp({ projectId: stackProjectId() }, uniqueId('interop-admin'));
  alice = await student('alice');
  bob = await student('bob');
  await full.setDoc(full.doc(alice.full, 'users', alice.uid), profileOf(alice));
});

afterAll(async () => {
  await Promise.all([alice, bob].flatMap((who) => (who ? [full.terminate(who.full), lite.terminate(who.lite)] : [])));
  await Promise.all(apps.map((app) => deleteApp(app)));
  if (admin) {
    const uids = [alice?.uid, bob?.uid].filter((uid) => uid !== undefined);
    await Promise.all(uids.map((uid) => getAdminFirestore(admin).doc(`users/${uid}`).delete()));
    await getAdminAuth(admin).deleteUsers(uids);
    await deleteAdminApp(admin);
  }
});

describe('firebase/firestore, firebase/firestore/lite and firebase-admin against one emulator', () => {
  it('a profile written with the full SDK is read by the Lite SDK and by firebase-admin', async () => {
    const viaLite = await lite.getDoc(lite.doc(alice.lite, 'users', alice.uid));
    expect(viaLite.get('email')).toBe(alice.email);
    const viaAdmin = await getAdminFirestore(admin).doc(`users/${alice.uid}`).get();
    expect(viaAdmin.get('firstName')).toBe('Asha');
  });

  it('a change made with firebase-admin reaches a live full-SDK listener and a Lite read', async () => {
    const ref = full.doc(alice.full, 'users', alice.uid);
    const arrived = new Promise<string>((resolve, reject) => {
      const stop = full.onSnapshot(
        ref,
        (snapshot) => {
          const mobile = snapshot.get('mobileNumber');
          if (mobile === '9876543210' && !snapshot.metadata.hasPendingWrites) {
            stop();
            resolve(mobile);
          }
        },
        reject,
      );
    });
    await getAdminFirestore(admin).doc(`users/${alice.uid}`).update({ mobileNumber: '9876543210' });
    await expect(arrived).resolves.toBe('9876543210');
    const viaLite = await lite.getDoc(lite.doc(alice.lite, 'users', alice.uid));
    expect(viaLite.get('mobileNumber')).toBe('9876543210');
  });

  it('a change written with the Lite SDK is seen by firebase-admin and by a full-SDK server read', async () => {
    await lite.updateDoc(lite.doc(alice.lite, 'users', alice.uid), { lastName: 'Rao' });
    const viaAdmin = await getAdminFirestore(admin).doc(`users/${alice.uid}`).get();
    expect(viaAdmin.get('lastName')).toBe('Rao');
    const viaFull = await full.getDocFromServer(full.doc(alice.full, 'users', alice.uid));
    expect(viaFull.get('lastName')).toBe('Rao');
  });

  it("another student cannot read that profile with either SDK (the real rules are enforced)", async () => {
    await expect(full.getDocFromServer(full.doc(bob.full, 'users', alice.uid))).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(lite.getDoc(lite.doc(bob.lite, 'users', alice.uid))).rejects.toMatchObject({ code: 'permission-denied' });
  });
});

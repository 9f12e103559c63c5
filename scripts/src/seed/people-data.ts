import type { Address, Gender } from '@campus/common/model';

/** Who the demo people are; `key` names them in the other seed tables. */
export type PersonKey = 'buyer' | 'seller' | 'admin' | 'karthik' | 'sneha' | 'arjun';

export interface SeedPerson {
  key: PersonKey;
  email: string;
  firstName: string;
  lastName: string;
  mobileNumber: string;
  gender: Gender;
  birthDate: string;
  /** Days before the seed's anchor when the account was made. */
  joinedDaysAgo: number;
  admin: boolean;
  /** Saved addresses, keyed for deterministic ids; the first is the default. */
  addresses: readonly (readonly [key: string, address: Omit<Address, 'fullName' | 'phone' | 'isDefault'>])[];
}

export const DEMO_PASSWORD = 'Campus@123';

const home = (
  address: string,
  locality: string,
  city: string,
  state: string,
  pincode: string,
): Omit<Address, 'fullName' | 'phone' | 'isDefault'> => ({
  address,
  locality,
  city,
  state,
  pincode,
  addressType: 'home',
  openSaturday: false,
  openSunday: false,
});

export const SEED_PEOPLE: readonly SeedPerson[] = [
  {
    key: 'buyer',
    email: 'buyer@campus.ac.in',
    firstName: 'Priya',
    lastName: 'Nair',
    mobileNumber: '9847012345',
    gender: 'female',
    birthDate: '2003-08-14',
    joinedDaysAgo: 90,
    admin: false,
    addresses: [
      ['home', home('Room 214, Kaveri Girls Hostel, North Campus', 'Vidyanagar', 'Bengaluru', 'Karnataka', '560064')],
      [
        'work',
        {
          ...home('Innovation Centre, 3rd Floor, Tech Park Road', 'Yelahanka New Town', 'Bengaluru', 'Karnataka', '560106'),
          addressType: 'work',
          openSaturday: true,
        },
      ],
    ],
  },
  {
    key: 'seller',
    email: 'seller@campus.ac.in',
    firstName: 'Rohan',
    lastName: 'Mehta',
    mobileNumber: '9820098765',
    gender: 'male',
    birthDate: '2002-03-22',
    joinedDaysAgo: 88,
    admin: false,
    addresses: [['home', home('B-17, Aravali Boys Hostel, Gate 2', 'Powai', 'Mumbai', 'Maharashtra', '400076')]],
  },
  {
    key: 'admin',
    email: 'admin@campus.ac.in',
    firstName: 'Ananya',
    lastName: 'Iyer',
    mobileNumber: '9444056789',
    gender: 'female',
    birthDate: '1994-11-05',
    joinedDaysAgo: 120,
    admin: true,
    addresses: [['home', home('Staff Quarters 6, Campus Residential Area', 'Guindy', 'Chennai', 'Tamil Nadu', '600036')]],
  },
  {
    key: 'karthik',
    email: 'karthik.reddy@campus.ac.in',
    firstName: 'Karthik',
    lastName: 'Reddy',
    mobileNumber: '9949023456',
    gender: 'male',
    birthDate: '2002-12-09',
    joinedDaysAgo: 75,
    admin: false,
    addresses: [['home', home('Flat 302, Sai Residency, Road No. 4', 'Gachibowli', 'Hyderabad', 'Telangana', '500032')]],
  },
  {
    key: 'sneha',
    email: 'sneha.patil@campus.ac.in',
    firstName: 'Sneha',
    lastName: 'Patil',
    mobileNumber: '9890034567',
    gender: 'female',
    birthDate: '2004-01-27',
    joinedDaysAgo: 70,
    admin: false,
    addresses: [['home', home('Room 9, Saraswati Hostel, University Road', 'Shivajinagar', 'Pune', 'Maharashtra', '411005')]],
  },
  {
    key: 'arjun',
    email: 'arjun.singh@campus.ac.in',
    firstName: 'Arjun',
    lastName: 'Singh',
    mobileNumber: '9810045678',
    gender: 'male',
    birthDate: '2001-06-18',
    joinedDaysAgo: 65,
    admin: false,
    addresses: [['home', home('H-45, Satpura Hostel, IIT Campus', 'Hauz Khas', 'New Delhi', 'Delhi', '110016')]],
  },
];

export function seedPerson(key: PersonKey): SeedPerson {
  const person = SEED_PEOPLE.find((candidate) => candidate.key === key);
  if (!person) throw new Error(`Unknown seed person ${key}`);
  return person;
}

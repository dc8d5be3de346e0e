/**
 * The most common passwords of at least 8 characters from public breach corpora,
 * plus Malaysian favourites. Refused at sign-up and at password change.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  "12345678", "123456789", "1234567890", "12345678910", "87654321", "11111111", "00000000", "88888888",
  "11223344", "12341234", "123123123", "147258369", "741852963", "159753456", "1q2w3e4r", "1q2w3e4r5t",
  "1qaz2wsx", "zaq12wsx", "qwertyui", "qwertyuiop", "qwerty123", "qwerty12", "asdfghjk", "asdfghjkl",
  "zxcvbnm1", "password", "password1", "password12", "password123", "passw0rd", "p@ssw0rd", "p@ssword",
  "pa$$word", "iloveyou", "iloveyou1", "sunshine", "princess", "football", "baseball", "welcome1",
  "welcome123", "abc12345", "abcd1234", "abcdefgh", "aa123456", "a1234567", "a12345678", "admin123",
  "administrator", "letmein1", "trustno1", "superman", "batman123", "starwars", "whatever", "computer",
  "internet", "michelle", "jennifer", "1234qwer", "qwer1234", "changeme", "master123", "football1",
  "monkey123", "dragon123", "shadow123", "killer123", "loveyou1", "lovely123", "babygirl", "chocolate",
  "butterfly", "liverpool", "manchester", "chelsea1", "arsenal1", "secret123", "test1234", "testing1",
  "default1", "qazwsxedc", "google123", "facebook", "samsung1", "nokia123", "987654321", "9876543210",
  "malaysia", "malaysia1", "malaysia123", "sayang123", "sayangku", "sayangsaya", "cintaku1", "kualalumpur",
  "selangor", "johorbahru", "katalaluan", "katalaluan1", "katalaluan123", "rahsia123", "bismillah",
  "alhamdulillah", "assalamualaikum", "merdeka57", "merdeka1957", "harimau1", "proposal", "proposal123",
  "kertaskerja", "kertasai1",
]);

/** Counted nouns that are people (not units, events or items). */
export const PEOPLE =
  /murid|pelajar|isi rumah|households?|peserta|pengunjung|jemaah|ahli|guru|ibu bapa|penduduk|sukarelawan|keluarga|asnaf|belia|pekerja|usahawan|pelanggan|pasukan|orang|kanak|warga|pelatih|tetamu|penerima|kakitangan|employees?|staff|trainees?|guests?|beneficiar(?:y|ies)|attendees?|pupils?|students?|participants?|visitors?|members?|teachers?|parents?|residents?|volunteers?|families|people|youths?|workers?|customers?|teams?/i;

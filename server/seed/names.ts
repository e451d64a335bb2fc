// People's names for seeds: a hand-picked cast for the demo, then first × last name combinations
// that never repeat, so mentions by name stay unambiguous even in a 10,000-person realm.

const FIRST_NAMES = `
Amara Lukas Mei Sofia Rahul Noah Fatima Oliver Ingrid Kwame Chen Isabela Tomás Aiko Mateo Leila Jonas Priya
Diego Hannah Yusuf Elena Kenji Nadia Samuel Zara Arjun Camille Emeka Freya Hiroshi Lucía Omar Astrid Tariq
Chloé Bashir Anika Felix Marisol Dmitri Keiko Andrés Nia Viktor Aaliyah Henrik Soo-ah Javier Olga Malik Ines
Takumi Ayesha Pedro Saoirse Kofi Ji-woo Rafael Ebony Mikkel Esperanza Ravi Greta Obinna Valentina Sven Imani
Haruto Beatriz Rohan Lina Nikolai Adaeze Marco Yara Anders Catalina Tendai Mira Wei Julia Idris Paola Thabo
Hana Carlos Sienna Farid Alessia Bongani Elif Stefan Ximena Musa Ingeborg Darius Luana Vikram Clara Ade
Yuki Gabriel Sana Lars Renata Kagiso Aylin Tobias Amaia Ngozi Bruno Leilani Emil Adriana Jamal Petra Hyun
Rosa Chidi Matilda Ayaan Lorena Björn Amina Felipe Noor Iker Akosua Luca Dalia Rasmus Mariana Sipho Anya
Youssef Carmen Teodor Asha Joaquín Katarzyna Ike Sakura Ibrahim Mila Gustavo Shreya Levente Abena Hugo Mina
Kaito Zeynep Bram Thandiwe Nicolás Maja Ahmed Fernanda Oskar Kamala Ricardo Signe Dae-jung Esi Mohammed Lucy
Tiago Parisa Akira Selin Jasper Folake Mattias Laila Ren Bianca Kwabena Elsa Santiago Nkechi Aarav Ida
Caleb Halima Dominik Yasmin Eitan Lerato Viggo Amani Manuel Tuva Hamza Zoe Ezra Farah Milan Adwoa Sebastián
`;

const LAST_NAMES = `
Okafor Becker Tanaka Hernández Mehta Williams Al-Sayed Brown Johansson Mensah Chen Costa Novak Yamamoto Silva
Haddad Schmidt Sharma Rossi Kowalski Adeyemi Nguyen Lindqvist Moreau Kim Petrov Gonzalez Okonkwo Fischer Singh
Dubois Park Alvarez Nakamura Osei Larsen Mahmoud Fernandes Ivanova Patel Ricci Eriksen Boateng Suzuki Lopez
Wójcik Hoffmann Das Kaya Santos Jovanović Mwangi Hansen Lee Romero Bianchi Abubakar Meyer Iyer Dimitrov Sato
Oliveira Nielsen Diallo Ramos Kovač Müller Reddy Yilmaz Castillo Andersson Banda Rahman Horvath
Watanabe Morales Nowak Eze Bergström Kapoor Laurent Cho Wagner Torres Hussain Gallo Okoro Kuznetsov Jensen
Ito Mendoza Achebe Varga Khan Fontaine Svensson Ruiz Molina Tshabalala Popescu Ahmed Keller Lim Marino Ncube
Aguilar Pham Vogel Conti Nair Novotny Bakker Ogunleye Sandoval Takahashi Holm Gupta Delgado Weber Zhou Mbeki
Kowalczyk Richter Vasquez Chowdhury Nkosi Esposito Janssen Hayashi Duarte Koch Volkov Agarwal Ortiz Wolff
Pereira Kariuki Ali Fraser Leclerc Sørensen Medina Appiah Bauer Ozturk Ishikawa Greco Nyambura Yadav
Jung Ferreira Cruz Tran Kumar Lambert Rodrigues Zhang Schulz Quispe Murphy Kelly Vargas
Berg Kruger Shah Navarro Nunez Huang Owusu Bose Carvalho Stein Ochieng Wiśniewska Lehmann Mazur
Fuentes Nilsson Mori Jaramillo Asante Castro Rao Tkachenko Herrera Bello Pellegrini Ramírez
Kaur Hakimi Abdi Salazar Yoon Ferrari Wright Lindgren Gómez Hosseini Adjei Klein
`;

const split = (text: string): string[] => text.trim().split(/\s+/);

export const FIRST = split(FIRST_NAMES);
export const LAST = split(LAST_NAMES);

/** The demo's cast, in account order: owner, administrator, moderator, member, second member, guest. */
export const CAST = [
  'Amara Okafor',
  'Lukas Becker',
  'Mei Tanaka',
  'Sofia Hernández',
  'Rahul Mehta',
  'Noah Williams',
  'Fatima Al-Sayed',
  'Oliver Brown',
  'Ingrid Johansson',
  'Kwame Mensah',
  'Chen Wei',
  'Isabela Costa',
  'Tomás Novak',
  'Aiko Yamamoto',
] as const;

const castSet = new Set<string>(CAST);

/**
 * The name of generated person `index` (0-based, after the cast). For a fixed first name the
 * last names step through a full cycle, so the first |FIRST|·|LAST| names are all distinct.
 */
export function generatedName(index: number): string {
  const f = index % FIRST.length;
  const round = Math.floor(index / FIRST.length);
  const l = (round + 37 * f) % LAST.length;
  const cycle = Math.floor(index / (FIRST.length * LAST.length));
  const first = FIRST[f] as string;
  const last = LAST[l] as string;
  const middle = cycle > 0 ? ` ${String.fromCharCode(64 + ((cycle - 1) % 26) + 1)}.` : '';
  const name = `${first}${middle} ${last}`;
  // A generated name that happens to equal a cast member's gets a middle initial of its own.
  return castSet.has(name) ? `${first} Q. ${last}` : name;
}

/** A plain-ASCII local part for an email address: "Tomás Novak" → "tomas.novak". */
export function emailLocalPart(fullName: string): string {
  return fullName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[łŁ]/g, 'l')
    .replace(/[øØ]/g, 'o')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.+|\.+$/g, '');
}

export const TIME_ZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
  'America/Sao_Paulo',
  'America/Mexico_City',
  'America/Toronto',
  'Europe/London',
  'Europe/Berlin',
  'Europe/Paris',
  'Europe/Madrid',
  'Europe/Stockholm',
  'Europe/Warsaw',
  'Europe/Istanbul',
  'Africa/Lagos',
  'Africa/Nairobi',
  'Africa/Johannesburg',
  'Africa/Accra',
  'Asia/Kolkata',
  'Asia/Tokyo',
  'Asia/Seoul',
  'Asia/Shanghai',
  'Asia/Singapore',
  'Asia/Dubai',
  'Australia/Sydney',
  'Pacific/Auckland',
] as const;

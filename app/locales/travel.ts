import type { Language } from "~/domain/language";
import type { Drive } from "~/domain/schedule/travel";
import { durationIn } from "./clock";
import { defineWords } from "./words";

/** A drive as the route reads it: "18 min · 9 mi". */
export function driveIn(language: Language, drive: Drive): string {
  return `${durationIn(language, drive.minutes)} · ${Math.round(drive.miles)} mi`;
}

/** The portal's travel settings and day places (issue 58), in both languages. */
export const travelWords = defineWords(
  {
    travel: "Travel between jobs",
    travelLead:
      "Customers are offered only the times you can drive to: from your previous job (or where your day starts) and on to your next one. Drive times are estimated from the distance at the speed you choose.",
    travelMode: "How to count travel",
    off: "Off: the time between jobs only",
    urban: "City (20 mph)",
    suburban: "Suburbs (30 mph)",
    rural: "Country (45 mph)",
    perMile: "Minutes per mile",
    minutesPerMile: "Minutes per mile",
    minutesPerMileHint: 'Used with "Minutes per mile" only, e.g. 2.5',
    parking: "Parking and setup (minutes)",
    parkingHint: "Added to every drive to a job at another address",
    saveTravel: "Save travel",
    dayPlaces: "Where your day starts and ends",
    dayPlacesLead: "Your first drive starts here and your last one ends here. Leave empty for your business's own place.",
    memberDayPlacesLead:
      "Their first drive starts here and their last one ends here (their home, say). Leave empty for your business's own place.",
    dayStartZip: "Day starts at (zip code)",
    dayEndZip: "Day ends at (zip code)",
    savePlaces: "Save places",
    saving: "Saving...",
    route: "Today's route",
    routeLead: "Your jobs in order, with the drive into each.",
    driveInto: "Drive here: {drive}",
    driveHome: "Drive back at the end of the day: {drive}",
    totalDriving: "Total driving today: {drive}",
    directions: "Directions",
    mapTitle: "Map of today's route",
    mapDescription: "Your day starts at the square, visits each numbered job in order and ends at the diamond.",
  },
  {
    travel: "Traslado entre trabajos",
    travelLead:
      "A los clientes solo se les ofrecen las horas a las que usted puede llegar: desde su trabajo anterior (o donde empieza su día) y hasta el siguiente. El tiempo de manejo se estima por la distancia a la velocidad que elija.",
    travelMode: "Cómo contar el traslado",
    off: "Desactivado: solo el tiempo entre trabajos",
    urban: "Ciudad (20 mph)",
    suburban: "Suburbios (30 mph)",
    rural: "Campo (45 mph)",
    perMile: "Minutos por milla",
    minutesPerMile: "Minutos por milla",
    minutesPerMileHint: 'Solo con "Minutos por milla", p. ej. 2.5',
    parking: "Estacionamiento y preparación (minutos)",
    parkingHint: "Se suma a cada traslado a un trabajo en otra dirección",
    saveTravel: "Guardar traslado",
    dayPlaces: "Dónde empieza y termina su día",
    dayPlacesLead: "Su primer traslado sale de aquí y el último termina aquí. Déjelo vacío para usar el lugar de su negocio.",
    memberDayPlacesLead:
      "Su primer traslado sale de aquí y el último termina aquí (su casa, por ejemplo). Déjelo vacío para usar el lugar de su negocio.",
    dayStartZip: "El día empieza en (código postal)",
    dayEndZip: "El día termina en (código postal)",
    savePlaces: "Guardar lugares",
    saving: "Guardando...",
    route: "Ruta de hoy",
    routeLead: "Sus trabajos en orden, con el traslado a cada uno.",
    driveInto: "Traslado hasta aquí: {drive}",
    driveHome: "Traslado de vuelta al final del día: {drive}",
    totalDriving: "Manejo total hoy: {drive}",
    directions: "Cómo llegar",
    mapTitle: "Mapa de la ruta de hoy",
    mapDescription: "Su día empieza en el cuadrado, visita cada trabajo numerado en orden y termina en el rombo.",
  },
);

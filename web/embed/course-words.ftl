### A course's own words, for ?strings= or the embed API's setStrings: this one calls points "dots"
### and the bias a "threshold". Any message or term of web/locales/en may be given here; a term
### (-point) changes every message that uses it.
### Made by: the Hyperplane authors
### Reviewed by a teacher: no

-point = { $case ->
   *[lower] dot
    [cap] Dot
}
-points = { $case ->
   *[lower] dots
    [cap] Dots
}
-bias = { $case ->
   *[lower] threshold
    [cap] Threshold
}

-- returns four values, two of them nil
return 1, nil, 3, nil
